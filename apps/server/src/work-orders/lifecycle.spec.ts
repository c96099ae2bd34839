import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { executeRows } from '../db/raw';
import { auditLog, companies, users, workOrderTransitions } from '../db/schema';
import { ApiError } from '../http/envelope';
import { startTestApp, type TestApp, testBackend } from '../testing/test-app';
import {
  applyTransition,
  availableTransitions,
  decideTransition,
  type LifecycleActor,
  type LifecycleStore,
  listTransitions,
  OPEN_STATES,
  recordCreation,
  TRANSITION_ACTIONS,
  TRANSITIONS,
  type WorkOrderState,
  type WorkOrderTransitionAction,
} from './lifecycle';

const ASSIGNEE = 7;
const DISPATCHER: LifecycleActor = { userId: 1, mayDispatch: true };
const THE_ASSIGNEE: LifecycleActor = { userId: ASSIGNEE, mayDispatch: false };
const OTHER: LifecycleActor = { userId: 9, mayDispatch: false };
const ALL_STATES: readonly WorkOrderState[] = ['created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed'];

/** The design's table, written out by hand: action → the states it leaves from → the state it reaches. */
const EXPECTED: Record<WorkOrderTransitionAction, { from: WorkOrderState[]; to: WorkOrderState }> = {
  assign: { from: ['created', 'assigned'], to: 'assigned' },
  return: { from: ['assigned'], to: 'created' },
  accept: { from: ['assigned'], to: 'accepted' },
  start: { from: ['accepted'], to: 'started' },
  complete: { from: ['started'], to: 'completed' },
  pass: { from: ['completed'], to: 'checked' },
  fail: { from: ['completed'], to: 'started' },
  close: { from: ['created', 'assigned', 'accepted', 'started', 'completed'], to: 'closed' },
};

/** An actor who passes the action's person rule, and the input it needs. */
function rightful(action: WorkOrderTransitionAction): { actor: LifecycleActor; reason: string; assigneeId: number } {
  const actor = ['accept', 'start', 'complete'].includes(action) ? THE_ASSIGNEE : action === 'pass' || action === 'fail' ? OTHER : DISPATCHER;
  return { actor, reason: 'because', assigneeId: ASSIGNEE };
}

describe('work-order lifecycle rules (pure)', () => {
  const cases = TRANSITION_ACTIONS.flatMap((action) => ALL_STATES.map((state) => [action, state] as const));

  it.each(cases)('%s from %s: allowed exactly where the design says', (action, state) => {
    const { actor, reason, assigneeId } = rightful(action);
    const decision = decideTransition({ state, assigneeId: ASSIGNEE }, actor, { action, reason, assigneeId });
    if (EXPECTED[action].from.includes(state)) expect(decision).toEqual({ allowed: true, to: EXPECTED[action].to, reason: 'because' });
    else expect(decision).toEqual({ allowed: false, refusal: 'state' });
  });

  it('lists every transition of the table once', () => {
    expect([...TRANSITION_ACTIONS].sort()).toEqual(Object.keys(TRANSITIONS).sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(TRANSITIONS).sort());
  });

  it('closed and checked orders are final', () => {
    for (const state of ['checked', 'closed'] as const) {
      expect(availableTransitions({ state, assigneeId: ASSIGNEE }, DISPATCHER)).toEqual([]);
      expect(OPEN_STATES).not.toContain(state);
    }
  });

  it.each(['accept', 'start', 'complete'] as const)('only the assignee may %s (not a dispatcher, not a colleague)', (action) => {
    const state = EXPECTED[action].from[0] ?? 'created';
    expect(decideTransition({ state, assigneeId: ASSIGNEE }, DISPATCHER, { action })).toEqual({ allowed: false, refusal: 'actor' });
    expect(decideTransition({ state, assigneeId: ASSIGNEE }, OTHER, { action })).toEqual({ allowed: false, refusal: 'actor' });
    expect(decideTransition({ state, assigneeId: ASSIGNEE }, THE_ASSIGNEE, { action }).allowed).toBe(true);
  });

  it.each(['pass', 'fail'] as const)('%s: the checker differs from the assignee and from every worker', (action) => {
    const order = { state: 'completed' as const, assigneeId: ASSIGNEE, workerIds: [12] };
    const input = { action, reason: 'leaks again' };
    expect(decideTransition(order, { userId: ASSIGNEE, mayDispatch: true }, input)).toEqual({ allowed: false, refusal: 'actor' });
    expect(decideTransition(order, { userId: 12, mayDispatch: true }, input)).toEqual({ allowed: false, refusal: 'actor' });
    expect(decideTransition(order, OTHER, input).allowed).toBe(true);
  });

  it.each(['assign', 'close'] as const)('%s needs dispatch rights', (action) => {
    const input = { action, reason: 'duplicate', assigneeId: ASSIGNEE };
    expect(decideTransition({ state: 'created', assigneeId: null }, OTHER, input)).toEqual({ allowed: false, refusal: 'actor' });
    expect(decideTransition({ state: 'created', assigneeId: null }, DISPATCHER, input).allowed).toBe(true);
  });

  it('return: by the assignee (declining) or a dispatcher, never by a colleague', () => {
    const order = { state: 'assigned' as const, assigneeId: ASSIGNEE };
    expect(decideTransition(order, THE_ASSIGNEE, { action: 'return', reason: 'on leave' }).allowed).toBe(true);
    expect(decideTransition(order, DISPATCHER, { action: 'return', reason: 'on leave' }).allowed).toBe(true);
    expect(decideTransition(order, OTHER, { action: 'return', reason: 'on leave' })).toEqual({ allowed: false, refusal: 'actor' });
  });

  it.each(['return', 'fail', 'close'] as const)('%s needs a reason (blank does not count)', (action) => {
    const { actor } = rightful(action);
    const state = EXPECTED[action].from.at(-1) ?? 'created';
    expect(decideTransition({ state, assigneeId: ASSIGNEE }, actor, { action, reason: '   ' })).toEqual({ allowed: false, refusal: 'reasonRequired' });
  });

  it('assign names the assignee', () => {
    expect(decideTransition({ state: 'created', assigneeId: null }, DISPATCHER, { action: 'assign' })).toEqual({ allowed: false, refusal: 'assigneeRequired' });
  });

  it('offers the assignee accept/return on an assigned order, and a dispatcher assign/return/close', () => {
    const order = { state: 'assigned' as const, assigneeId: ASSIGNEE };
    expect(availableTransitions(order, THE_ASSIGNEE)).toEqual(['return', 'accept']);
    expect(availableTransitions(order, DISPATCHER)).toEqual(['assign', 'return', 'close']);
    expect(availableTransitions(order, OTHER)).toEqual([]);
  });
});

interface ProbeRow {
  id: number;
  company_id: number;
  state: WorkOrderState;
  assignee_id: number | null;
  version: number;
}

function toProbe(row: Record<string, unknown> | undefined): ProbeRow | undefined {
  if (!row) return undefined;
  const state = ALL_STATES.find((candidate) => candidate === row['state']);
  if (!state) throw new Error(`unexpected probe state ${String(row['state'])}`);
  const assignee = row['assignee_id'];
  return { id: Number(row['id']), company_id: Number(row['company_id']), state, assignee_id: assignee === null || assignee === undefined ? null : Number(assignee), version: Number(row['version']) };
}

/** A minimal store over a probe table, so the helper is tested apart from any module. */
const probeStore: LifecycleStore<ProbeRow> = {
  kind: 'repair',
  async lock(tx: Database, id: number) {
    const rows = await executeRows(tx, sql`select id, company_id, state, assignee_id, version from lifecycle_probe where id = ${id} for update`);
    return toProbe(rows[0]);
  },
  snapshot: (row) => ({ id: row.id, companyId: row.company_id, version: row.version, state: row.state, assigneeId: row.assignee_id }),
  async save(tx, row, change) {
    const rows = await executeRows(
      tx,
      sql`update lifecycle_probe set state = ${change.to}, assignee_id = ${change.assigneeId}, version = version + 1 where id = ${row.id} returning id, company_id, state, assignee_id, version`,
    );
    const saved = toProbe(rows[0]);
    if (!saved) throw new Error('probe row vanished');
    return saved;
  },
  async checkAssignee(tx, row, assigneeId) {
    const [user] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, assigneeId));
    if (user?.companyId !== row.company_id) throw ApiError.referenceNotFound('assignee_id');
  },
};

describe(`work-order lifecycle applied to stored orders (${testBackend})`, () => {
  let t: TestApp;
  let companyId: number;
  let dispatcher: LifecycleActor;
  let technician: LifecycleActor;
  let checker: LifecycleActor;
  let foreignUserId: number;

  beforeAll(async () => {
    t = await startTestApp();
    await t.database.db.execute(sql`create table lifecycle_probe (id serial primary key, company_id int not null, state work_order_state not null, assignee_id int, version int not null default 1)`);
    // Far above the demo orders' ids: the probe's transition records must not mix with theirs.
    await t.database.db.execute(sql`alter sequence lifecycle_probe_id_seq restart with 900000000`);
    const idOf = async (username: string) => {
      const [user] = await t.database.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.username, username));
      if (!user) throw new Error(`no demo user ${username}`);
      return user;
    };
    const manager = await idOf('manager');
    companyId = manager.companyId;
    dispatcher = { userId: manager.id, mayDispatch: true };
    technician = { userId: (await idOf('technician')).id, mayDispatch: false };
    checker = { userId: (await idOf('viewer')).id, mayDispatch: false };
    foreignUserId = (await idOf('other')).id;
  }, 60_000);
  afterAll(() => t?.close());

  async function newOrder(): Promise<number> {
    const [inserted] = await executeRows(t.database.db, sql`insert into lifecycle_probe (company_id, state) values (${companyId}, 'created') returning id`);
    const id = Number(inserted?.['id']);
    await t.database.db.transaction((tx) => recordCreation(tx, { kind: 'repair', companyId, orderId: id, actorId: dispatcher.userId }));
    return id;
  }

  const apply = (id: number, action: WorkOrderTransitionAction, actor: LifecycleActor, extra: { version?: number; reason?: string; assigneeId?: number } = {}) =>
    t.database.db.transaction((tx) => applyTransition(tx, probeStore, { id, action, actor, ...extra }));

  it('walks the whole way with a failed check, recording every step with who and why, and auditing it', async () => {
    const id = await newOrder();
    await apply(id, 'assign', dispatcher, { version: 1, assigneeId: technician.userId });
    await apply(id, 'accept', technician, { version: 2 });
    await apply(id, 'start', technician, { version: 3 });
    await apply(id, 'complete', technician, { version: 4 });
    await apply(id, 'fail', checker, { version: 5, reason: 'still leaking' });
    await apply(id, 'complete', technician, { version: 6 });
    const last = await apply(id, 'pass', checker, { version: 7 });
    expect(last.after).toMatchObject({ state: 'checked', assignee_id: technician.userId, version: 8 });
    const timeline = await listTransitions(t.database.db, 'repair', id);
    expect(timeline.map((entry) => [entry.action, entry.from_state, entry.to_state])).toEqual([
      ['create', null, 'created'],
      ['assign', 'created', 'assigned'],
      ['accept', 'assigned', 'accepted'],
      ['start', 'accepted', 'started'],
      ['complete', 'started', 'completed'],
      ['fail', 'completed', 'started'],
      ['complete', 'started', 'completed'],
      ['pass', 'completed', 'checked'],
    ]);
    expect(timeline[5]).toMatchObject({ actor_id: checker.userId, reason: 'still leaking', assignee_id: technician.userId, actor_name: '陈观察' });
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'repair_order'), eq(auditLog.entityId, String(id))));
    expect(audits.map((row) => row.action)).toEqual(['repair_order.assign', 'repair_order.accept', 'repair_order.start', 'repair_order.complete', 'repair_order.fail', 'repair_order.complete', 'repair_order.pass']);
  });

  it('return clears the assignee; close keeps the reason', async () => {
    const id = await newOrder();
    await apply(id, 'assign', dispatcher, { assigneeId: technician.userId });
    const returned = await apply(id, 'return', technician, { reason: 'wrong trade' });
    expect(returned.after).toMatchObject({ state: 'created', assignee_id: null });
    const closed = await apply(id, 'close', dispatcher, { reason: 'duplicate' });
    expect(closed.transition).toMatchObject({ from: 'created', to: 'closed', reason: 'duplicate' });
  });

  it('refuses with the right error and changes nothing: stale version 409, bad state 409, wrong person / no reason 400, unknown 404, foreign assignee 404', async () => {
    const id = await newOrder();
    const refused = async (work: Promise<unknown>) => {
      const error: unknown = await work.then(() => undefined, (caught: unknown) => caught);
      return error instanceof ApiError ? { status: error.status, key: error.messageKey, field: error.params.field } : error;
    };
    expect(await refused(apply(id, 'assign', dispatcher, { version: 9, assigneeId: technician.userId }))).toEqual({ status: 409, key: 'error.staleVersion', field: undefined });
    expect(await refused(apply(id, 'accept', technician, { version: 1 }))).toEqual({ status: 409, key: 'workOrder.stateRefused', field: undefined });
    expect(await refused(apply(id, 'assign', technician, { version: 1, assigneeId: technician.userId }))).toEqual({ status: 400, key: 'workOrder.actorRefused', field: 'action' });
    expect(await refused(apply(id, 'close', dispatcher, { version: 1, reason: ' ' }))).toEqual({ status: 400, key: 'validation.required', field: 'reason' });
    expect(await refused(apply(id, 'assign', dispatcher, { version: 1, assigneeId: foreignUserId }))).toEqual({ status: 404, key: 'validation.notFound', field: 'assignee_id' });
    expect(await refused(apply(999_999, 'close', dispatcher, { reason: 'x' }))).toEqual({ status: 404, key: 'error.notFound', field: undefined });
    const rows = await t.database.db.select().from(workOrderTransitions).where(and(eq(workOrderTransitions.kind, 'repair'), eq(workOrderTransitions.orderId, id)));
    expect(rows.map((row) => row.action)).toEqual(['create']);
  });

  it('two concurrent transitions of one order: exactly one wins', async () => {
    const id = await newOrder();
    await apply(id, 'assign', dispatcher, { version: 1, assigneeId: technician.userId });
    const outcomes = await Promise.allSettled([
      apply(id, 'accept', technician, { version: 2 }),
      apply(id, 'return', technician, { version: 2, reason: 'busy' }),
      apply(id, 'close', dispatcher, { version: 2, reason: 'not needed' }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ status: 409 });
    const rows = await t.database.db.select().from(workOrderTransitions).where(and(eq(workOrderTransitions.kind, 'repair'), eq(workOrderTransitions.orderId, id)));
    expect(rows).toHaveLength(3);
  });

  it('keeps the company on every record', async () => {
    const [company] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    const rows = await t.database.db.select({ companyId: workOrderTransitions.companyId }).from(workOrderTransitions);
    expect(rows.every((row) => row.companyId === company?.id)).toBe(true);
  });
});
