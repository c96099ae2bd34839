import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { createGenericPlan, dropGenericPlan, GENERIC_PLAN_MARK, runGenericPlan } from './generic-plans';

/**
 * Plans kept for repeated read statements without parameters, on PGlite (the database's thread).
 *
 * PostgreSQL plans an unnamed statement every time it runs it; in WebAssembly, planning the ledger's
 * page statement costs more than running it (issue 10: ~1.5 of ~2.7 ms per request). A statement
 * without parameters has one plan whatever the request, so from its second use it runs as a prepared
 * statement (`PREPARE` once, then `EXECUTE`), planned once. Lists write the few values they may
 * (validated integers, enum constants) as literals so that their hot pages qualify; anything a user
 * typed stays a parameter, and such statements are planned as before — unless the statement is marked
 * GENERIC_PLAN_MARK (written so that one plan fits every value: generic-plans.ts), which keeps one
 * generic plan in a PL/pgSQL function.
 *
 * A plan is dropped after PLAN_LIFETIME_MS so that it follows the data (a plan chosen for an empty
 * table must not outlive an import of 100,000 rows); PostgreSQL itself replans on schema changes and
 * ANALYZE. Only statements outside transactions use it: PGlite runs them alone, between transactions.
 */
const PLAN_LIFETIME_MS = 60_000;
/** Prepared statements kept at once (each holds its plan in the database's memory). */
const MAX_PLANS = 64;
/** Statements remembered (a bound on memory, not on correctness). */
const MAX_SEEN = 1_000;

const READ_STATEMENT = /^\s*(select|with)\s/i;

/**
 * Which statements deserve a kept plan: reads without parameters (one text, one plan), from their second
 * use (a statement seen once may never come back). Shared by PGlite's PlanCache and PostgreSQL's named
 * statements (plan-names.ts).
 */
export class RepeatedReads {
  private readonly seen = new Set<string>();

  /** withParameters: for statements marked GENERIC_PLAN_MARK, whose parameters share one plan. */
  constructor(private readonly options: { withParameters?: boolean } = {}) {}

  /** Whether this use of `text` should run through a kept plan (it counts the use). */
  repeated(text: string, params: readonly unknown[]): boolean {
    const statement = text.startsWith(GENERIC_PLAN_MARK) ? text.slice(GENERIC_PLAN_MARK.length) : text;
    if ((params.length > 0 && !this.options.withParameters) || !READ_STATEMENT.test(statement) || text.includes(';')) return false;
    if (this.seen.has(text)) return true;
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.add(text);
    return false;
  }
}

/** A statement kept with its plan in the database's session: a prepared statement or a generic-plan function. */
interface Kept {
  /** How the statement runs from now on. */
  run: <T>(params: unknown[], options: QueryOptions) => Promise<Results<T>>;
  drop: () => Promise<void>;
  preparedAt: number;
}

export class PlanCache {
  private readonly kept = new Map<string, Kept>();
  private readonly reads = new RepeatedReads();
  private readonly markedReads = new RepeatedReads({ withParameters: true });
  private readonly unpreparable = new Set<string>();
  private readonly making = new Map<string, Promise<Kept | undefined>>();
  private counter = 0;

  constructor(
    private readonly db: PGlite,
    private readonly now: () => number = Date.now,
  ) {}

  /** db.query(text, params, options), through a kept plan when the statement qualifies. */
  async query<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    const marked = params.length > 0 && text.startsWith(GENERIC_PLAN_MARK);
    const repeated = marked ? this.markedReads.repeated(text, params) : this.reads.repeated(text, params);
    if (!repeated || this.unpreparable.has(text)) return this.db.query<T>(text, params, options);
    const kept = await this.keptFor(text, marked);
    if (!kept) return this.db.query<T>(text, params, options);
    return kept.run<T>(params, options);
  }

  /** The statement's kept plan (a new one when the last is too old); none when it cannot be kept. */
  private async keptFor(text: string, marked: boolean): Promise<Kept | undefined> {
    const kept = this.kept.get(text);
    if (kept && this.now() - kept.preparedAt < PLAN_LIFETIME_MS) {
      // Most recently used last: the first entry is the one to drop when the map is full.
      this.kept.delete(text);
      this.kept.set(text, kept);
      return kept;
    }
    // Requests arriving while the plan is made wait for that one (each making its own would leak the others).
    const pending = this.making.get(text);
    if (pending) return pending;
    const making = this.make(text, marked, kept).finally(() => this.making.delete(text));
    this.making.set(text, making);
    return making;
  }

  private async make(text: string, marked: boolean, expired: Kept | undefined): Promise<Kept | undefined> {
    if (expired) await this.drop(text, expired);
    const name = `om_plan_${(this.counter += 1)}`;
    let fresh: Kept | undefined;
    try {
      fresh = marked ? await this.genericFunction(name, text) : await this.prepared(name, text);
    } catch {
      fresh = undefined;
    }
    if (!fresh) {
      // It fails again as a plain statement, with the error its caller expects.
      if (this.unpreparable.size >= MAX_SEEN) this.unpreparable.clear();
      this.unpreparable.add(text);
      return undefined;
    }
    this.kept.set(text, fresh);
    const oldest = this.kept.size > MAX_PLANS ? this.kept.entries().next().value : undefined;
    if (oldest) await this.drop(oldest[0], oldest[1]);
    return fresh;
  }

  /** `PREPARE` once, then `EXECUTE`: a statement without parameters has one plan. */
  private async prepared(name: string, text: string): Promise<Kept> {
    await this.db.query(`prepare ${name} as ${text}`);
    return {
      run: (_params, options) => this.db.query(`execute ${name}`, [], options),
      drop: async () => void (await this.db.query(`deallocate ${name}`)),
      preparedAt: this.now(),
    };
  }

  /** A marked statement with parameters: one generic plan, kept by a PL/pgSQL function (generic-plans.ts). */
  private async genericFunction(name: string, text: string): Promise<Kept | undefined> {
    const plan = await createGenericPlan(this.db, name, text);
    if (!plan) return undefined;
    return {
      run: (params, options) => runGenericPlan(this.db, plan, params, options),
      drop: () => dropGenericPlan(this.db, plan),
      preparedAt: this.now(),
    };
  }

  private async drop(text: string, kept: Kept): Promise<void> {
    this.kept.delete(text);
    // A plan that is already gone is dropped: no request fails for it.
    await kept.drop().catch(() => undefined);
  }
}
