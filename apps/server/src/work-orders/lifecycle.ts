import { and, asc, eq, inArray } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { users, type workOrderAction, type workOrderKind, type workOrderState, workOrderTransitions } from '../db/schema';
import { ApiError } from '../http/envelope';

/**
 * The one lifecycle of repair, inspection, maintenance and overhaul work orders (docs/work-orders.md):
 *
 *   created ─assign→ assigned ─accept→ accepted ─start→ started ─complete→ completed ─pass→ checked
 *              ↑         │                                  ↑                  │
 *              └─return──┘                                  └──────fail────────┘
 *   close (with a reason) from every open state → closed
 *
 * The first half of this file is pure (which transition, from which state, by whom); the second half
 * applies a transition to a row inside the caller's transaction: row lock, version check, the
 * transition record and the audit entry.
 */

export type WorkOrderKind = (typeof workOrderKind.enumValues)[number];
export type WorkOrderState = (typeof workOrderState.enumValues)[number];
export type WorkOrderTransitionAction = Exclude<(typeof workOrderAction.enumValues)[number], 'create'>;

export const OPEN_STATES: readonly WorkOrderState[] = ['created', 'assigned', 'accepted', 'started', 'completed'];

/**
 * Who may take a transition:
 * - `dispatcher`: someone with dispatch rights (the module decides, e.g. the page's create action);
 * - `assignee`: only the person the order is assigned to;
 * - `assigneeOrDispatcher`: the assignee (declining it) or a dispatcher (taking it back);
 * - `checker`: anybody except the assignee and the people who worked on the order.
 */
export type TransitionActor = 'dispatcher' | 'assignee' | 'assigneeOrDispatcher' | 'checker';

export interface TransitionRule {
  from: readonly WorkOrderState[];
  to: WorkOrderState;
  actor: TransitionActor;
  /** A reason (why) must be given. */
  needsReason: boolean;
  /** The transition names the new assignee. */
  needsAssignee: boolean;
}

export const TRANSITIONS: Readonly<Record<WorkOrderTransitionAction, TransitionRule>> = {
  assign: { from: ['created', 'assigned'], to: 'assigned', actor: 'dispatcher', needsReason: false, needsAssignee: true },
  return: { from: ['assigned'], to: 'created', actor: 'assigneeOrDispatcher', needsReason: true, needsAssignee: false },
  accept: { from: ['assigned'], to: 'accepted', actor: 'assignee', needsReason: false, needsAssignee: false },
  start: { from: ['accepted'], to: 'started', actor: 'assignee', needsReason: false, needsAssignee: false },
  complete: { from: ['started'], to: 'completed', actor: 'assignee', needsReason: false, needsAssignee: false },
  pass: { from: ['completed'], to: 'checked', actor: 'checker', needsReason: false, needsAssignee: false },
  fail: { from: ['completed'], to: 'started', actor: 'checker', needsReason: true, needsAssignee: false },
  close: { from: OPEN_STATES, to: 'closed', actor: 'dispatcher', needsReason: true, needsAssignee: false },
};

export const TRANSITION_ACTIONS: readonly WorkOrderTransitionAction[] = ['assign', 'return', 'accept', 'start', 'complete', 'pass', 'fail', 'close'];
export const REASON_MAX_LENGTH = 500;

/** What the rules look at of an order. */
export interface LifecycleSnapshot {
  state: WorkOrderState;
  assigneeId: number | null;
  /** People who worked on the order besides the assignee (labour); they may not check it either. */
  workerIds?: readonly number[];
}

export interface LifecycleActor {
  userId: number;
  /** May dispatch (assign, take back, close) orders of this kind; the module decides from the caller's rights. */
  mayDispatch: boolean;
}

export interface TransitionInput {
  action: WorkOrderTransitionAction;
  reason?: string | undefined;
  assigneeId?: number | undefined;
}

export type TransitionRefusal =
  /** The order's state does not allow the action. */
  | 'state'
  /** The actor is not the one who may take it (not the assignee, not a dispatcher, the repairer checking their own work). */
  | 'actor'
  | 'reasonRequired'
  | 'assigneeRequired';

export type TransitionDecision = { allowed: true; to: WorkOrderState; reason: string } | { allowed: false; refusal: TransitionRefusal };

function actorMay(rule: TransitionRule, order: LifecycleSnapshot, actor: LifecycleActor): boolean {
  const isAssignee = order.assigneeId !== null && order.assigneeId === actor.userId;
  switch (rule.actor) {
    case 'dispatcher':
      return actor.mayDispatch;
    case 'assignee':
      return isAssignee;
    case 'assigneeOrDispatcher':
      return isAssignee || actor.mayDispatch;
    case 'checker':
      return !isAssignee && !(order.workerIds ?? []).includes(actor.userId);
  }
}

/** Pure: may `actor` take `input.action` on an order in this state? The state is checked first. */
export function decideTransition(order: LifecycleSnapshot, actor: LifecycleActor, input: TransitionInput): TransitionDecision {
  const rule = TRANSITIONS[input.action];
  if (!rule.from.includes(order.state)) return { allowed: false, refusal: 'state' };
  if (!actorMay(rule, order, actor)) return { allowed: false, refusal: 'actor' };
  const reason = (input.reason ?? '').trim();
  if (rule.needsReason && reason === '') return { allowed: false, refusal: 'reasonRequired' };
  if (rule.needsAssignee && input.assigneeId === undefined) return { allowed: false, refusal: 'assigneeRequired' };
  return { allowed: true, to: rule.to, reason };
}

/** The transitions `actor` may take now (the console's buttons; reasons/assignee are asked for by the form). */
export function availableTransitions(order: LifecycleSnapshot, actor: LifecycleActor): WorkOrderTransitionAction[] {
  return TRANSITION_ACTIONS.filter((action) => {
    const rule = TRANSITIONS[action];
    return rule.from.includes(order.state) && actorMay(rule, order, actor);
  });
}

export function isOpenState(state: WorkOrderState): boolean {
  return OPEN_STATES.includes(state);
}

/** The API error of a refusal: a state conflict is 409; the rest name the field at fault (400). */
export function refusalError(refusal: TransitionRefusal, state: WorkOrderState, action: WorkOrderTransitionAction): ApiError {
  switch (refusal) {
    case 'state':
      return new ApiError(409, 40900, 'workOrder.stateRefused', { values: state, limit: action });
    case 'actor':
      return ApiError.field('action', TRANSITIONS[action].actor === 'checker' ? 'workOrder.ownCheck' : 'workOrder.actorRefused', { values: action });
    case 'reasonRequired':
      return ApiError.field('reason', 'validation.required');
    case 'assigneeRequired':
      return ApiError.field('assignee_id', 'validation.required');
  }
}

// ── Applying a transition to a stored order ──

/** How the helper reaches one kind's table; the module supplies it. */
export interface LifecycleStore<Row> {
  kind: WorkOrderKind;
  /** Locks the row (`select … for update`) if the caller may see it; undefined otherwise (→ 404). */
  lock(tx: Database, id: number): Promise<Row | undefined>;
  snapshot(row: Row): LifecycleSnapshot & { id: number; companyId: number; version: number };
  /**
   * Writes the new state and assignee, `version + 1` and `updated_at`, plus whatever the module keeps
   * per transition (accepted_at, completed_at, …); returns the updated row.
   */
  save(tx: Database, row: Row, change: AppliedTransition): Promise<Row>;
  /** Refuses an assignee the order may not go to (another company, inactive, without the rights): throw a field error. */
  checkAssignee?(tx: Database, row: Row, assigneeId: number): Promise<void>;
}

export interface AppliedTransition {
  action: WorkOrderTransitionAction;
  from: WorkOrderState;
  to: WorkOrderState;
  /** The assignee after the transition (return clears it). */
  assigneeId: number | null;
  actorId: number;
  reason: string;
  at: Date;
}

export interface TransitionRequest extends TransitionInput {
  id: number;
  /** The version the client read; a different stored version is a 409. Omit only for server-side chains. */
  version?: number | undefined;
  actor: LifecycleActor;
  ip?: string;
  /** Extra facts to keep on the record (a dispatch rule's code, a check's remarks). */
  detail?: Record<string, unknown>;
  at?: Date;
}

export interface TransitionResult<Row> {
  before: Row;
  after: Row;
  transition: AppliedTransition;
}

/**
 * Applies one transition inside `tx`: locks the row, checks visibility (404), the version (409), the
 * state and the actor (see refusalError), saves, and writes the transition record and the audit entry.
 * Two concurrent transitions of one order serialise on the row lock; the second sees the new version
 * (or state) and is refused, so exactly one wins.
 */
export async function applyTransition<Row>(tx: Database, store: LifecycleStore<Row>, request: TransitionRequest): Promise<TransitionResult<Row>> {
  const before = await store.lock(tx, request.id);
  if (before === undefined) throw ApiError.notFound();
  const order = store.snapshot(before);
  if (request.version !== undefined && request.version !== order.version) throw ApiError.staleVersion();
  const decision = decideTransition(order, request.actor, request);
  if (!decision.allowed) throw refusalError(decision.refusal, order.state, request.action);
  if (request.action === 'assign' && request.assigneeId !== undefined) await store.checkAssignee?.(tx, before, request.assigneeId);
  const assigneeId = request.action === 'assign' ? (request.assigneeId ?? null) : request.action === 'return' ? null : order.assigneeId;
  const transition: AppliedTransition = {
    action: request.action,
    from: order.state,
    to: decision.to,
    assigneeId,
    actorId: request.actor.userId,
    reason: decision.reason,
    at: request.at ?? new Date(),
  };
  const after = await store.save(tx, before, transition);
  await tx.insert(workOrderTransitions).values({
    companyId: order.companyId,
    kind: store.kind,
    orderId: order.id,
    action: transition.action,
    fromState: transition.from,
    toState: transition.to,
    actorId: transition.actorId,
    assigneeId: transition.assigneeId,
    reason: transition.reason,
    detail: request.detail ?? {},
    at: transition.at,
  });
  await appendAudit(tx, {
    companyId: order.companyId,
    userId: request.actor.userId,
    action: `${store.kind}_order.${transition.action}`,
    entity: `${store.kind}_order`,
    entityId: order.id,
    before: { state: order.state, assignee_id: order.assigneeId, version: order.version },
    after: { state: transition.to, assignee_id: transition.assigneeId, reason: transition.reason, ...(request.detail ?? {}) },
    ...(request.ip === undefined ? {} : { ip: request.ip }),
  });
  return { before, after, transition };
}

/** The first record of an order's timeline, written by the module when it inserts the order. */
export async function recordCreation(
  tx: Database,
  entry: { kind: WorkOrderKind; companyId: number; orderId: number; actorId: number | null; reason?: string; detail?: Record<string, unknown>; at?: Date },
): Promise<void> {
  await tx.insert(workOrderTransitions).values({
    companyId: entry.companyId,
    kind: entry.kind,
    orderId: entry.orderId,
    action: 'create',
    fromState: null,
    toState: 'created',
    actorId: entry.actorId,
    reason: entry.reason ?? '',
    detail: entry.detail ?? {},
    at: entry.at ?? new Date(),
  });
}

export type TimelineEntry = Schemas['WorkOrderTransition'];

/** An order's transitions, oldest first, with the names of the actor and assignee (the contract's WorkOrderTransition). */
export async function listTransitions(db: Database, kind: WorkOrderKind, orderId: number): Promise<TimelineEntry[]> {
  const rows = await db.select().from(workOrderTransitions).where(and(eq(workOrderTransitions.kind, kind), eq(workOrderTransitions.orderId, orderId))).orderBy(asc(workOrderTransitions.id));
  const ids = [...new Set(rows.flatMap((row) => [row.actorId, row.assigneeId]).filter((id): id is number => id !== null))];
  const people = ids.length ? await db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(inArray(users.id, ids)) : [];
  const names = new Map(people.map((user) => [user.id, user.name || user.username]));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    from_state: row.fromState,
    to_state: row.toState,
    actor_id: row.actorId ?? 0,
    actor_name: row.actorId === null ? '' : (names.get(row.actorId) ?? ''),
    assignee_id: row.assigneeId ?? 0,
    assignee_name: row.assigneeId === null ? '' : (names.get(row.assigneeId) ?? ''),
    reason: row.reason,
    detail: row.detail,
    at: row.at.toISOString(),
  }));
}
