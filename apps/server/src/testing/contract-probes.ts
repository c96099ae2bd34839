import { loadContract } from '../contract/specification';
import { isRecord } from '@om/core';

/** One operation of the contract, reduced to what input probes need. */
export interface ProbeTarget {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The path with every path parameter filled in (1 for integers, x for strings). */
  url: string;
  /** Query parameters of type string. */
  stringQuery: string[];
  /** Top-level properties of the JSON body of type string. */
  stringBody: string[];
  jsonBody: boolean;
  isPublic: boolean;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function resolver(spec: Record<string, unknown>) {
  return function resolve(value: unknown): Record<string, unknown> {
    let current = value;
    for (let depth = 0; depth < 10 && isRecord(current) && typeof current['$ref'] === 'string'; depth += 1) {
      let target: unknown = spec;
      for (const part of current['$ref'].replace(/^#\//, '').split('/')) target = isRecord(target) ? target[part] : undefined;
      current = target;
    }
    return isRecord(current) ? current : {};
  };
}

function isStringSchema(schema: Record<string, unknown>): boolean {
  const type = schema['type'];
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/** Every operation of the bundled contract, for probes driven by the contract (NUL, depth). */
export function probeTargets(spec: Record<string, unknown> = loadContract()): ProbeTarget[] {
  const resolve = resolver(spec);
  const paths = isRecord(spec['paths']) ? spec['paths'] : {};
  const targets: ProbeTarget[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation) || typeof operation['operationId'] !== 'string') continue;
      const parameters = [...(Array.isArray(item['parameters']) ? item['parameters'] : []), ...(Array.isArray(operation['parameters']) ? operation['parameters'] : [])].map(resolve);
      let url = path;
      for (const parameter of parameters.filter((p) => p['in'] === 'path')) {
        url = url.replace(`{${String(parameter['name'])}}`, isStringSchema(resolve(parameter['schema'])) ? 'x' : '1');
      }
      const stringQuery = parameters.filter((p) => p['in'] === 'query' && isStringSchema(resolve(p['schema']))).map((p) => String(p['name']));
      const requestBody = resolve(operation['requestBody']);
      const content = isRecord(requestBody['content']) ? requestBody['content'] : {};
      const bodySchema = resolve(isRecord(content['application/json']) ? content['application/json']['schema'] : undefined);
      const properties = isRecord(bodySchema['properties']) ? bodySchema['properties'] : {};
      const stringBody = Object.entries(properties)
        .filter(([, schema]) => isStringSchema(resolve(schema)))
        .map(([name]) => name);
      targets.push({
        operationId: operation['operationId'],
        method: method === 'get' ? 'GET' : method === 'post' ? 'POST' : method === 'put' ? 'PUT' : method === 'delete' ? 'DELETE' : 'PATCH',
        url,
        stringQuery,
        stringBody,
        jsonBody: 'application/json' in content,
        isPublic: operation['x-public'] === true,
      });
    }
  }
  return targets;
}
