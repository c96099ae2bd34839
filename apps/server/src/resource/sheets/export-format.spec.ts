import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '@om/core';

// The bundled contract (npm run api:generate): every export offers CSV and .xlsx through `format`.
const contract: unknown = JSON.parse(readFileSync(join(__dirname, '../../../../../libs/api/generated/openapi.json'), 'utf8'));

function exportsOf(specification: unknown): { operationId: string; parameters: unknown[] }[] {
  const paths = isRecord(specification) && isRecord(specification['paths']) ? specification['paths'] : {};
  const found: { operationId: string; parameters: unknown[] }[] = [];
  for (const item of Object.values(paths)) {
    const get = isRecord(item) ? item['get'] : undefined;
    if (!isRecord(get)) continue;
    const ok = isRecord(get['responses']) ? get['responses']['200'] : undefined;
    const content = isRecord(ok) && isRecord(ok['content']) ? ok['content'] : {};
    const file = 'text/csv' in content || (isRecord(ok) && String(ok['$ref'] ?? '').endsWith('/CsvFile'));
    if (file) found.push({ operationId: String(get['operationId']), parameters: Array.isArray(get['parameters']) ? get['parameters'] : [] });
  }
  return found;
}

describe('the exports of the contract', () => {
  it('every operation that answers a CSV file takes format=csv|xlsx (the shared ExportFormat parameter)', () => {
    const operations = exportsOf(contract);
    expect(operations.length).toBeGreaterThan(10);
    const missing = operations.filter((operation) => !operation.parameters.some((parameter) => isRecord(parameter) && (parameter['name'] === 'format' || String(parameter['$ref'] ?? '').endsWith('/ExportFormat'))));
    expect(missing.map((operation) => operation.operationId)).toEqual([]);
  });
});
