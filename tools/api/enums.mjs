// The contract's enumerations as constants (libs/api/src/generated/enums.ts), for the console's
// forms and filters and the server's parsers, so no value list is written twice:
//   <SCHEMA>_VALUES            an enumeration schema (DeviceStatus → DEVICE_STATUS_VALUES)
//   <SCHEMA>_<PROPERTY>_VALUES an enumeration written inside an object schema (FaultReport.severity)
//   QUERY_VALUES               per operation, each enumerated query parameter (QUERY_VALUES.listDevices.sort)
// The file has no imports beyond the contract's types: the server may use it.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const constantCase = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();

const refTarget = (spec, node) => (node?.$ref ? node.$ref.slice(2).split('/').reduce((at, key) => at[key], spec) : node);

const list = (values) => `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;

export function enumsSource(spec) {
  const lines = ['', "import type { components } from './schema';", ''];
  const schemas = Object.entries(spec.components?.schemas ?? {});
  lines.push('// Enumeration schemas, in the contract\'s order.');
  for (const [name, schema] of schemas) {
    if (!Array.isArray(schema.enum)) continue;
    lines.push(`export const ${constantCase(name)}_VALUES = ${list(schema.enum)} as const satisfies readonly components['schemas']['${name}'][];`);
  }
  lines.push('', '// Enumerations written inside an object schema.');
  for (const [name, schema] of schemas) {
    for (const [property, definition] of Object.entries(schema.properties ?? {})) {
      if (!Array.isArray(definition.enum) || definition.enum.length < 2) continue;
      const type = `NonNullable<components['schemas']['${name}']['${property}']>`;
      lines.push(`export const ${constantCase(name)}_${constantCase(property)}_VALUES = ${list(definition.enum)} as const satisfies readonly ${type}[];`);
    }
  }
  const queryValues = [];
  for (const pathItem of Object.values(spec.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation?.operationId) continue;
      const enumerated = (operation.parameters ?? [])
        .map((parameter) => refTarget(spec, parameter))
        .filter((parameter) => parameter.in === 'query' && Array.isArray(refTarget(spec, parameter.schema)?.enum))
        .map((parameter) => `    ${JSON.stringify(parameter.name)}: ${list(refTarget(spec, parameter.schema).enum)},`);
      if (enumerated.length) queryValues.push(`  ${operation.operationId}: {`, ...enumerated, '  },');
    }
  }
  lines.push('', '/** Per operation, the values of each enumerated query parameter (`sort` keys, status filters, …). */');
  lines.push('export const QUERY_VALUES = {', ...queryValues, '} as const;');
  lines.push('');
  return lines.join('\n');
}
