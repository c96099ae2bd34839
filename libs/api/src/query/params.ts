import type { operations } from '../generated/schema';

/** The query parameters of an operation, as the contract declares them. */
export type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;
