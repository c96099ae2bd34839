import { listOperations, loadContract } from './specification';

describe('the contract', () => {
  it('declares access on every operation', () => {
    const operations = listOperations(loadContract());
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.filter((op) => !op.access)).toEqual([]);
  });
});
