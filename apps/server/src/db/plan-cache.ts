import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * Plans kept for repeated read statements without parameters, on PGlite (the database's thread).
 *
 * PostgreSQL plans an unnamed statement every time it runs it; in WebAssembly, planning the ledger's
 * page statement costs more than running it (issue 10: ~1.5 of ~2.7 ms per request). A statement
 * without parameters has one plan whatever the request, so from its second use it runs as a prepared
 * statement (`PREPARE` once, then `EXECUTE`), planned once. Lists write the few values they may
 * (validated integers, enum constants) as literals so that their hot pages qualify; anything a user
 * typed stays a parameter, and such statements are planned as before.
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

  /** Whether this use of `text` should run through a kept plan (it counts the use). */
  repeated(text: string, params: readonly unknown[]): boolean {
    if (params.length > 0 || !READ_STATEMENT.test(text) || text.includes(';')) return false;
    if (this.seen.has(text)) return true;
    if (this.seen.size >= MAX_SEEN) this.seen.clear();
    this.seen.add(text);
    return false;
  }
}

interface Plan {
  name: string;
  preparedAt: number;
}

export class PlanCache {
  private readonly plans = new Map<string, Plan>();
  private readonly reads = new RepeatedReads();
  private readonly unpreparable = new Set<string>();
  private counter = 0;

  constructor(
    private readonly db: PGlite,
    private readonly now: () => number = Date.now,
  ) {}

  /** db.query(text, params, options), through a kept plan when the statement qualifies. */
  async query<T>(text: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    if (!this.reads.repeated(text, params) || this.unpreparable.has(text)) return this.db.query<T>(text, params, options);
    const plan = await this.planFor(text);
    if (!plan) return this.db.query<T>(text, params, options);
    return this.db.query<T>(`execute ${plan.name}`, [], options);
  }

  /** The statement's prepared plan (a new one when the last is too old); none when it cannot be prepared. */
  private async planFor(text: string): Promise<Plan | undefined> {
    const kept = this.plans.get(text);
    if (kept && this.now() - kept.preparedAt < PLAN_LIFETIME_MS) {
      // Most recently used last: the first entry is the one to drop when the map is full.
      this.plans.delete(text);
      this.plans.set(text, kept);
      return kept;
    }
    if (kept) await this.drop(text, kept);
    const plan = { name: `om_plan_${(this.counter += 1)}`, preparedAt: this.now() };
    try {
      await this.db.query(`prepare ${plan.name} as ${text}`);
    } catch {
      // It fails again as a plain statement, with the error its caller expects.
      if (this.unpreparable.size >= MAX_SEEN) this.unpreparable.clear();
      this.unpreparable.add(text);
      return undefined;
    }
    this.plans.set(text, plan);
    const oldest = this.plans.size > MAX_PLANS ? this.plans.entries().next().value : undefined;
    if (oldest) await this.drop(oldest[0], oldest[1]);
    return plan;
  }

  private async drop(text: string, plan: Plan): Promise<void> {
    this.plans.delete(text);
    await this.db.query(`deallocate ${plan.name}`);
  }
}
