import { listOperations, loadContract } from './specification';

describe('the contract', () => {
  it('declares access on every operation', () => {
    const operations = listOperations(loadContract());
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.filter((op) => !op.access)).toEqual([]);
  });
});

describe('resource declarations and the contract', () => {
  it('declare the same sort columns as the contract lists', async () => {
    const { startTestApp } = await import('../testing/test-app');
    const { adminResources } = await import('../admin/admin-handlers');
    const { deviceResources } = await import('../devices');
    const { documentResources } = await import('../documents');
    const t = await startTestApp();
    try {
      const spec = loadContract();
      const paths = Object.values(spec['paths'] as Record<string, Record<string, { operationId?: string; parameters?: { name?: string; schema?: { enum?: string[] }; $ref?: string }[] }>>);
      const operations = paths.flatMap((item) => Object.values(item));
      const resources = [...Object.values(adminResources(t.services)), ...Object.values(deviceResources(t.services)), ...Object.values(documentResources(t.services))];
      // The ledger's list runs the device resource's list path with its own page (listWith); devices-flows.spec checks its sort enum.
      const listOf = (ids: object) => ('list' in ids && typeof ids.list === 'string' ? ids.list : undefined);
      for (const resource of resources.filter((candidate) => listOf(candidate.operationIds) !== undefined)) {
        const list = operations.find((op) => op.operationId === listOf(resource.operationIds));
        const sort = list?.parameters?.find((parameter) => parameter.name === 'sort');
        const declared = resource.sortKeys.flatMap((key) => [`+${key}`, `-${key}`]).sort();
        const components = spec['components'] as { parameters: Record<string, { schema?: { enum?: string[] } }> };
        const ref = list?.parameters?.find((parameter) => parameter.$ref?.endsWith('Sort'))?.$ref?.split('/').pop() ?? '';
        const listed = sort?.schema?.enum ?? components.parameters[ref]?.schema?.enum ?? [];
        expect([resource.entity, [...listed].sort()]).toEqual([resource.entity, declared]);
      }
    } finally {
      await t.close();
    }
    // Starting an app (migrate, seed the demo tenant with its files) takes ~30 s on a busy 2-core machine.
  }, 90_000);
});
