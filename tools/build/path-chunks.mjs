// Chunk groups for the load paths of a lazily loaded app: all the code a path imports statically from
// its roots in one chunk, instead of the dozens of small shared chunks rolldown's automatic splitting
// makes (one per set of dynamic imports reaching a module). Each chunk is one more request, and
// browsers (and Lighthouse's simulation) queue them over 6 connections per origin.
//
// A path's chunk holds the modules its roots import statically, transitively, minus the modules of the
// paths (or roots) it excludes: a module /login loads never moves into a chunk /login does not load.
// The entry's own modules are left to the entry's group (listed before this one).
//
// Imports through a barrel (an index that only re-exports: `@om/ui`, `@chakra-ui/react`) follow the
// imported names only, as the bundle's tree-shaking does; otherwise one `import { Box } from
// '@chakra-ui/react'` would put every component of the library on the path.
import { dirname, join } from 'node:path';

const STATEMENT = /(?:^|[;\n])\s*(import|export)\s*(type\s+)?([^'";]*?)\s*from\s*["']([^"']+)["']/g;
const BARE_IMPORT = /(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;
const LOCAL_EXPORT = /(?:^|[;\n])\s*export\s*\{([^}]*)\}\s*(?!\s*from)(?=;|\n|$)/g;
// A barrel holds nothing but comments, directives, imports, re-exports and exports of imported bindings.
const BARREL_NOISE = [/\/\*[\s\S]*?\*\//g, /\/\/[^\n]*/g, /["']use strict["'];?/g, STATEMENT, BARE_IMPORT, LOCAL_EXPORT];
const ALL = '*';

/** `a, b as c, type d` → [[a, a], [b, c]] (imported or local name, exported or bound name). */
function specifiers(list) {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, to = from] = part.split(/\s+as\s+/).map((name) => name.trim());
      return [from, to];
    });
}

/** The imported ids a specifier may stand for, among the importer's resolved imports. */
function resolveSpecifier(importer, spec, importedIds) {
  if (spec.startsWith('.')) {
    const base = join(dirname(importer), spec);
    return importedIds.filter((id) => id === base || (id.startsWith(base) && /^(\/index)?\.[cm]?[jt]sx?$/.test(id.slice(base.length))));
  }
  const workspace = spec.match(/^@om\/([^/]+)$/);
  if (workspace) return importedIds.filter((id) => id.includes(`/libs/${workspace[1]}/src/`));
  // A package (its subpath aside): every import of it the importer has; a barrel among them is
  // followed by name, so taking one too many costs nothing.
  const name = spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
  return importedIds.filter((id) => id.includes(`/node_modules/${name}/`));
}

/** Per build: module id → parse(). */
const parsed = new Map();

/**
 * A module's static imports (`imports`: target and the names it takes, `ALL` for a namespace) and,
 * when it is a barrel, where each exported name comes from (`exports`: name → [target, name], `stars`).
 */
function parse(ctx, id) {
  if (parsed.has(id)) return parsed.get(id);
  const info = ctx.getModuleInfo(id);
  if (!info?.code) return { imports: [], barrel: false };
  const imports = [];
  const bindings = new Map();
  const exports = new Map();
  const stars = [];
  for (const [, kind, type, clause, spec] of info.code.matchAll(STATEMENT)) {
    if (type) continue;
    const targets = resolveSpecifier(id, spec, info.importedIds);
    const braces = clause.match(/\{([^}]*)\}/);
    const pairs = braces ? specifiers(braces[1]) : [];
    const head = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    const namespace = head.match(/\*\s*as\s+([\w$]+)/);
    const names = head.startsWith('*') ? [ALL] : [...pairs.map(([from]) => from), ...(head && kind === 'import' ? ['default'] : [])];
    for (const target of targets) {
      imports.push([target, names]);
      if (kind === 'export' && head === '*') stars.push(target);
      if (kind === 'export' && namespace) exports.set(namespace[1], [target, ALL]);
      if (kind === 'export') for (const [from, to] of pairs) exports.set(to, [target, from]);
      if (kind === 'import' && namespace) bindings.set(namespace[1], [target, ALL]);
      if (kind === 'import') for (const [from, to] of pairs) bindings.set(to, [target, from]);
      if (kind === 'import' && head && !namespace) bindings.set(head, [target, 'default']);
    }
  }
  for (const [, spec] of info.code.matchAll(BARE_IMPORT)) for (const target of resolveSpecifier(id, spec, info.importedIds)) imports.push([target, []]);
  for (const [, list] of info.code.matchAll(LOCAL_EXPORT)) for (const [local, name] of specifiers(list)) if (bindings.has(local)) exports.set(name, bindings.get(local));
  const barrel = BARREL_NOISE.reduce((code, pattern) => code.replace(pattern, ';'), info.code).replace(/[\s;]/g, '') === '';
  const result = { imports, barrel, exports, stars };
  parsed.set(id, result);
  return result;
}

/** The modules that define `name` as imported from `id`: through a barrel's re-exports, else `id` itself. */
function definingModules(ctx, id, name, depth = 0) {
  const module = parse(ctx, id);
  if (!module.barrel || depth > 20) return [id];
  if (name === ALL) return module.imports.flatMap(([target]) => definingModules(ctx, target, ALL, depth + 1));
  const named = module.exports.get(name);
  if (named) return definingModules(ctx, named[0], named[1], depth + 1);
  for (const star of module.stars) {
    const found = parse(ctx, star).barrel ? definingModules(ctx, star, name, depth + 1) : ctx.getModuleInfo(star)?.exports.includes(name) ? [star] : [];
    if (found.length) return found;
  }
  return [];
}

/** The modules `roots` need statically, transitively (the roots included). */
function staticClosure(ctx, roots) {
  const seen = new Set();
  const stack = roots.filter((id) => ctx.getModuleInfo(id));
  while (stack.length) {
    const id = stack.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    for (const [target, names] of parse(ctx, id).imports) {
      if (!parse(ctx, target).barrel) stack.push(target);
      else for (const name of names) stack.push(...definingModules(ctx, target, name));
    }
  }
  return seen;
}

/**
 * `paths`: `{ name, roots, within, exclude }` (absolute module ids): a path's modules are those its
 * roots need, and when `within` is given (roots) only those these roots need too, minus those of the
 * paths `exclude` names (earlier paths, or roots). Returns a rolldown `codeSplitting` group name
 * function: a module goes to the first path that holds it.
 */
export function pathChunkNames(paths) {
  let members;
  const compute = (ctx) => {
    parsed.clear();
    members = new Map();
    const closures = new Map();
    for (const path of paths) {
      const closure = staticClosure(ctx, path.roots);
      const within = path.within ? staticClosure(ctx, path.within) : undefined;
      closures.set(path.name, closure);
      const excluded = path.exclude.map((other) => closures.get(other) ?? staticClosure(ctx, [other]));
      for (const id of closure) {
        if (!members.has(id) && (!within || within.has(id)) && !excluded.some((set) => set.has(id))) members.set(id, path.name);
      }
    }
  };
  return (id, ctx) => {
    if (!members) compute(ctx);
    return members.get(id) ?? null;
  };
}
