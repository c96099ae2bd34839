import type { FastifyServerOptions } from 'fastify';

/** Keys whose values never reach a log line, at any depth (password, new_password, token_hash, …). */
const SECRET_KEY = /pass(word)?|token|hash|secret|authorization|cookie|api[-_]?key|^params$/i;
export const REDACTED = '[Redacted]';
const MAX_DEPTH = 8;

/** drizzle's DrizzleQueryError puts the bound values into its message: "Failed query: …\nparams: …". */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [Redacted]');
}

/** A copy with every secret-named key replaced and SQL parameters cut out of messages. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutParams(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (value instanceof Error) return serializeError(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
  return copy;
}

/** An error as a plain object: type, message and stack without SQL parameters, safe fields, its cause. */
export function serializeError(error: Error, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = { type: error.name, message: withoutParams(error.message) };
  if (error.stack) out['stack'] = withoutParams(error.stack);
  for (const [key, item] of Object.entries(error)) {
    // drizzle keeps the values as `params`, pg the failing row as `detail` ("Key (…)=(…)" may quote secrets).
    if (key === 'cause' || key === 'detail') continue;
    out[key] = SECRET_KEY.test(key) ? REDACTED : redactSecrets(item, depth + 1);
  }
  if (error.cause !== undefined && depth < MAX_DEPTH) out['cause'] = error.cause instanceof Error ? serializeError(error.cause, depth + 1) : redactSecrets(error.cause, depth + 1);
  return out;
}

function maskQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (SECRET_KEY.test(key)) params.set(key, REDACTED);
  return `${url.slice(0, at)}?${params.toString()}`;
}

/**
 * pino options for every log line: errors through serializeError, requests without secret query
 * values, and any other logged object through redactSecrets (formatters.log sees each line's object).
 */
export function loggerOptions(level: string): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'], censor: REDACTED },
    serializers: {
      err: (error: Error) => ({ ...serializeError(error), type: error.name, message: withoutParams(error.message), stack: withoutParams(error.stack ?? '') }),
      req: (request: { method?: string; url?: string; ip?: string }) => ({ method: request.method, url: maskQuery(request.url ?? ''), remoteAddress: request.ip }),
    },
    formatters: {
      log: (object: Record<string, unknown>) => {
        const copy: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(object)) {
          // err and req have their own serializers above.
          copy[key] = key === 'err' || key === 'req' || key === 'res' ? item : SECRET_KEY.test(key) ? REDACTED : redactSecrets(item);
        }
        return copy;
      },
    },
  };
}
