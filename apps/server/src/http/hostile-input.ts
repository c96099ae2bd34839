import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

/** Deeper JSON is refused before it is parsed: validators and walkers recurse over it. */
export const MAX_JSON_DEPTH = 64;

/**
 * The nesting depth of a JSON text, or MAX_JSON_DEPTH + 1 once it goes deeper. Strings are skipped
 * with indexOf, so a 5 MB data URL costs one native scan, not a JavaScript loop per character.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let end = text.indexOf('"', i + 1);
      // A quote preceded by an odd number of backslashes is escaped.
      while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return false; // unterminated: JSON.parse reports it
      i = end;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth -= 1;
    }
  }
  return false;
}

function isEscaped(text: string, quote: number): boolean {
  let backslashes = 0;
  for (let j = quote - 1; j >= 0 && text.charCodeAt(j) === 0x5c; j -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

/** Whether any string or key holds U+0000: the fast pass (no paths built), run on every request. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

/**
 * The dotted path of the first string holding U+0000 (PostgreSQL text cannot store it), or undefined.
 * Iterative, and bounded by the depth cap above for bodies.
 */
export function nulPath(value: unknown, prefix = ''): string | undefined {
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length) {
    const next = stack.pop();
    if (!next) break;
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || 'body';
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => stack.push([element, path ? `${path}.${index}` : String(index)]));
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return path ? `${path}.${key.replaceAll('\u0000', '\\0')}` : key.replaceAll('\u0000', '\\0');
        stack.push([element, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

function refuseNul(request: FastifyRequest): void {
  for (const part of [request.query, request.params, request.body]) {
    const field = containsNul(part) ? nulPath(part) : undefined;
    if (field !== undefined) throw ApiError.field(field, 'validation.nulCharacter');
  }
}

/**
 * Hostile input, once for every route: JSON nested deeper than MAX_JSON_DEPTH is 400 before parsing;
 * a NUL character in any query parameter, path parameter or body string is 400 naming the field,
 * after the access check (onRequest) and before the contract's validation.
 */
export function registerHostileInputChecks(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text)) {
      done(ApiError.field('body', 'validation.tooDeep', { limit: MAX_JSON_DEPTH }), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => refuseNul(request));
}
