// The RTK Query endpoints of the console and the wallboard, generated from the bundled contract by
// @rtk-query/codegen-openapi into libs/api/src/generated/endpoints/<module>.ts. The generator reads the
// contract as the client sees it through libs/api's base query (libs/api/src/query/baseQuery.ts):
//   - a success answer is the envelope's `data` (the base query unwraps `{ code, message, data }`);
//   - an operation with only query parameters takes them as one object, with the contract's names
//     (`useListDevicesQuery({ page, company_id })`), exactly what openapi-fetch sends;
//   - a request body is the argument `body` (`{ id, body }`), or the whole argument when it is the only one;
//   - a property with a `default` is always present, as openapi-typescript reads it (defaultNonNullable),
//     so the generated types and libs/api/src/generated/schema.ts agree.
// Operations whose answer is not an envelope (CSV exports, /c.bin) are left out: libs/api has a
// helper for each (downloadCsv, loadHostConfigs). So is an operation listed in CUSTOM_OPERATIONS,
// which libs/api writes by hand.
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Written by hand in libs/api/src/query (see the comment there for why). */
export const CUSTOM_OPERATIONS = ['deleteMessage'];

const refTarget = (spec, node) => (node?.$ref ? node.$ref.slice(2).split('/').reduce((at, key) => at[key], spec) : node);

function envelopeData(spec, response) {
  const schema = refTarget(spec, refTarget(spec, response)?.content?.['application/json']?.schema);
  return schema?.type === 'object' && schema.properties?.data ? schema.properties.data : undefined;
}

/** The contract as the base query presents it to RTK Query (see the header of this file). */
export function clientView(spec) {
  const view = structuredClone(spec);
  for (const schema of Object.values(view.components?.schemas ?? {})) defaultsPresent(schema);
  for (const pathItem of Object.values(view.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const ok = operation.responses?.['200'];
      const data = ok && envelopeData(view, ok);
      if (!data || CUSTOM_OPERATIONS.includes(operation.operationId)) {
        delete pathItem[method];
        continue;
      }
      operation.responses = { 200: { description: refTarget(view, ok).description ?? 'OK', content: { 'application/json': { schema: data } } } };
      const parameters = (operation.parameters ?? []).map((parameter) => refTarget(view, parameter));
      if (parameters.length > 0 && !operation.requestBody && parameters.every((parameter) => parameter.in === 'query')) {
        operation.parameters = [{ name: 'query', in: 'query', required: parameters.some((p) => p.required), schema: queryObject(parameters) }];
      }
      defaultsPresent(data);
      const json = operation.requestBody && refTarget(view, operation.requestBody).content?.['application/json'];
      if (json?.schema) defaultsPresent(json.schema);
      if (json?.schema?.$ref) json.schema = { allOf: [json.schema] };
    }
  }
  return view;
}

function defaultsPresent(schema) {
  if (typeof schema !== 'object' || schema === null) return;
  if (schema.properties) {
    const defaulted = Object.entries(schema.properties).filter(([, property]) => property && 'default' in property).map(([name]) => name);
    if (defaulted.length) schema.required = [...new Set([...(schema.required ?? []), ...defaulted])];
  }
  for (const [key, value] of Object.entries(schema)) if (key !== 'default' && key !== 'example') defaultsPresent(value);
}

function queryObject(parameters) {
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  const properties = Object.fromEntries(
    parameters.map(({ name, schema, description }) => [name, description && !schema.$ref ? { ...schema, description } : schema]),
  );
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/**
 * The client modules: each is one file of endpoints, injected into the root API when a page first
 * imports one of its hooks, so the console's first page loads none of them but its own and a new
 * module adds a lazy chunk, not weight to every page. Contract tags map to the module of the same
 * name (kebab-case to camelCase) unless grouped here. A module's cache tags come from
 * libs/api/src/query/<file>.ts, exported as `<file>Tags`, for each file in `tagFiles` (default: the
 * module's own name, when that file exists).
 */
const MODULE_OF_TAG = {
  config: 'session',
  imports: 'imports',
  'spare-warehouses': 'spare',
  'spare-categories': 'spare',
  'spare-parts': 'spare',
  'spare-documents': 'spare',
  'spare-picks': 'spare',
  'fault-pool': 'repair',
  experience: 'documents',
  learning: 'documents',
  procedures: 'documents',
  suppliers: 'purchasing',
  customers: 'purchasing',
  'purchase-orders': 'purchasing',
  'purchase-requests': 'purchasing',
  'supply-orders': 'purchasing',
};
const TAG_FILES = { session: ['session', 'profile'] };

const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
const pascal = (name) => name[0].toUpperCase() + name.slice(1);
export const moduleOfTag = (tag) => MODULE_OF_TAG[tag] ?? camel(tag);

/**
 * Writes one file per client module into `outputDir` (which stands for `root/committedAs`) and the
 * hooks barrel beside it, from the bundled contract at `specFile`. Returns the written paths, relative
 * to `outputDir`'s parent.
 */
export async function writeEndpoints({ root, specFile, outputDir, committedAs }) {
  const view = clientView(JSON.parse(readFileSync(specFile, 'utf8')));
  const viewFile = join(mkdtempSync(join(tmpdir(), 'api-endpoints-')), 'client-view.json');
  writeFileSync(viewFile, JSON.stringify(view));
  const modules = new Set();
  for (const pathItem of Object.values(view.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      if (operation.tags?.length !== 1) throw new Error(`operation ${operation.operationId} needs exactly one tag (its client module)`);
      modules.add(moduleOfTag(operation.tags[0]));
    }
  }
  const apiFile = join(root, 'libs/api/src/query/root.ts');
  const queryDir = join(root, 'libs/api/src/query');
  mkdirSync(outputDir, { recursive: true });
  const written = [];
  const barrelLines = [];
  for (const name of [...modules].sort()) {
    const code = await generateEndpoints({
      schemaFile: viewFile,
      apiFile,
      apiImport: 'rootApi',
      exportName: 'generatedApi',
      filterEndpoints: (_operationName, definition) => moduleOfTag(definition.operation.tags?.[0]) === name,
      hooks: { queries: true, lazyQueries: true, mutations: true },
      flattenArg: true,
      encodePathParams: true,
      useUnknown: true,
      prettierConfigFile: join(root, '.prettierrc'),
    });
    const tagFiles = (TAG_FILES[name] ?? [name]).filter((file) => existsSync(join(queryDir, `${file}.ts`)) && readFileSync(join(queryDir, `${file}.ts`), 'utf8').includes(`export const ${file}Tags`));
    const source = moduleSource(name, code, tagFiles);
    writeFileSync(join(outputDir, `${name}.ts`), HEADER + source);
    written.push(`${committedAs}/${name}.ts`);
    barrelLines.push(barrel(name, source));
  }
  writeFileSync(join(dirname(outputDir), 'hooks.ts'), HEADER + barrelLines.join(''));
  return written;
}

const HEADER = '// Generated by tools/api/endpoints.mjs from openapi/ with @rtk-query/codegen-openapi. Do not edit.\n';

/** The codegen's file for one module, with the module's cache tags applied before any hook exists. */
function moduleSource(name, code, tagFiles) {
  const apiName = `${name}Api`;
  let source = code.replace(/from '[^']*\/root'/, "from '../../query/root'");
  if (source === code) throw new Error('the generated endpoints no longer import the root api as expected');
  const exported = 'export { injectedRtkApi as generatedApi };';
  if (!source.includes(exported) || !/\}\s*=\s*injectedRtkApi;\s*$/.test(source)) throw new Error(`the generated endpoints of ${name} no longer end as expected: ...${source.slice(-300)}`);
  const imports = tagFiles.map((file) => `import { ${file}Tags } from '../../query/${file}';\n`).join('');
  const tagsType = `${pascal(name)}CacheTags`;
  const tail = tagFiles.length
    ? `/** What libs/api/src/query adds to these endpoints: cache tags, quiet writes, cache lifetimes. */\nexport type ${tagsType} = NonNullable<Parameters<typeof injectedRtkApi.enhanceEndpoints<never, never>>[0]['endpoints']>;\nexport const ${apiName} = injectedRtkApi.enhanceEndpoints({ endpoints: { ${tagFiles.map((file) => `...${file}Tags`).join(', ')} } });`
    : `export type ${tagsType} = NonNullable<Parameters<typeof injectedRtkApi.enhanceEndpoints<never, never>>[0]['endpoints']>;\nexport const ${apiName} = injectedRtkApi;`;
  source = source.replace(/(import \{ rootApi as api \} from '..\/..\/query\/root';\n)/, `$1${imports}`).replace(exported, tail).replace(/\}\s*=\s*injectedRtkApi;(\s*)$/, `} = ${apiName};$1`);
  return source;
}

/** One module's line in the hooks barrel: its API object, hooks and argument types (schema types come from ./schema.ts). */
function barrel(name, source) {
  const hooks = source.match(/export const \{([^}]*)\}\s*=\s*\w+Api;/)?.[1].split(',').map((hook) => hook.trim()).filter(Boolean);
  if (!hooks?.length) throw new Error(`the generated endpoints of ${name} export no hooks`);
  const args = [...source.matchAll(/^export type (\w+ApiArg) =/gm)].map(([, type]) => `type ${type}`);
  return `export {\n  ${name}Api,\n  type ${pascal(name)}CacheTags,\n${[...hooks, ...args].map((entry) => `  ${entry},\n`).join('')}} from './endpoints/${name}';\n`;
}
