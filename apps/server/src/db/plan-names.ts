import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { isRecord } from '@om/core';
import { RepeatedReads } from './plan-cache';

/** Texts given a name per process: each is prepared once per connection, which keeps it until it closes. */
const MAX_NAMED = 256;

/**
 * The pool drizzle uses on PostgreSQL, naming repeated reads without parameters (RepeatedReads): `pg`
 * prepares a named statement once per connection and then only binds and executes it, so PostgreSQL
 * plans the ledger's page statement once per connection instead of on every request (planning it costs
 * about as much as running it). PostgreSQL replans a prepared statement itself after ANALYZE or a schema
 * change. Transactions take a client of their own (pool.connect) and are not affected.
 */
export function planNamingPool(pool: Pool): Pool {
  const reads = new RepeatedReads();
  const named = new Set<string>();
  const nameOf = (text: string) => `om_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const withName = (args: unknown[]): unknown[] => {
    const [config, values] = args;
    if (!isRecord(config) || typeof config['text'] !== 'string' || config['name'] !== undefined) return args;
    const text = config['text'];
    const params = Array.isArray(values) ? values : Array.isArray(config['values']) ? config['values'] : [];
    if (!reads.repeated(text, params)) return args;
    if (!named.has(text)) {
      if (named.size >= MAX_NAMED) return args;
      named.add(text);
    }
    return [{ ...config, name: nameOf(text) }, ...args.slice(1)];
  };
  return new Proxy(pool, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'query' || typeof value !== 'function') return value;
      return (...args: unknown[]) => Reflect.apply(value, target, withName(args));
    },
  });
}
