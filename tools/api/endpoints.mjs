// The RTK Query endpoints of the console and the wallboard, generated from the bundled contract by
// @rtk-query/codegen-openapi into libs/api/src/generated/endpoints.ts. The generator reads the
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
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

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

/** Writes `outputFile` (which stands for `root/committedAs`) from the bundled contract at `specFile`. */
export async function writeEndpoints({ root, specFile, outputFile, committedAs }) {
  const viewFile = join(mkdtempSync(join(tmpdir(), 'api-endpoints-')), 'client-view.json');
  writeFileSync(viewFile, JSON.stringify(clientView(JSON.parse(readFileSync(specFile, 'utf8')))));
  const apiFile = join(root, 'libs/api/src/query/root.ts');
  const code = await generateEndpoints({
    schemaFile: viewFile,
    apiFile,
    apiImport: 'rootApi',
    exportName: 'generatedApi',
    hooks: { queries: true, lazyQueries: true, mutations: true },
    flattenArg: true,
    encodePathParams: true,
    useUnknown: true,
    prettierConfigFile: join(root, '.prettierrc'),
  });
  const importPath = relative(dirname(join(root, committedAs)), apiFile).replace(/\.ts$/, '');
  const endpoints = code.replace(/from '[^']*\/root'/, `from '${importPath.startsWith('.') ? importPath : `./${importPath}`}'`);
  if (endpoints === code) throw new Error('the generated endpoints no longer import the root api as expected');
  writeFileSync(outputFile, HEADER + endpoints);
  writeFileSync(join(dirname(outputFile), 'hooks.ts'), HEADER + barrel(endpoints));
}

const HEADER = '// Generated by tools/api/endpoints.mjs from openapi/ with @rtk-query/codegen-openapi. Do not edit.\n';

/** The hooks and argument types, without the schema types (libs/api names those from ./schema.ts). */
function barrel(endpoints) {
  const hooks = endpoints.match(/export const \{([^}]*)\} = injectedRtkApi;/)?.[1].split(',').map((name) => name.trim()).filter(Boolean);
  if (!hooks?.length) throw new Error('the generated endpoints export no hooks');
  const args = [...endpoints.matchAll(/^export type (\w+ApiArg) =/gm)].map(([, name]) => `type ${name}`);
  return `export {\n${[...hooks, ...args].map((name) => `  ${name},\n`).join('')}} from './endpoints';\n`;
}
