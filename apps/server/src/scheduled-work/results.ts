import type { StandardItemValue, TaskResultValue } from '../db/schema';

export interface ResultInput {
  device_id: number;
  item_key: string;
  reading?: number;
  ok?: boolean;
  note?: string;
}

/** A problem with one result, named by its index in the request (`results.<i>.<field>`). */
export interface ResultProblem {
  field: string;
  key: 'validation.required' | 'validation.unknownField' | 'validation.notFound' | 'validation.taken';
}

/**
 * Judges each result against its item at once: a numeric reading outside low..high (either bound
 * may be open) is abnormal; a boolean item is abnormal when false (absent, abnormal, not done, failed).
 */
export function judge(item: StandardItemValue, result: { reading: number | null; ok: boolean | null }): boolean {
  if (item.check_type === 'numeric') {
    if (result.reading === null) return true;
    const low = item.low ?? null;
    const high = item.high ?? null;
    return (low !== null && result.reading < low) || (high !== null && result.reading > high);
  }
  return result.ok !== true;
}

/** Checks the results against the task's devices and checklist; answers the judged results or the first problem. */
export function judgeResults(
  items: readonly StandardItemValue[],
  deviceIds: readonly number[],
  inputs: readonly ResultInput[],
): { results: TaskResultValue[] } | { problem: ResultProblem } {
  const byKey = new Map(items.map((item) => [item.key, item]));
  const seen = new Set<string>();
  const results: TaskResultValue[] = [];
  for (const [index, input] of inputs.entries()) {
    if (!deviceIds.includes(input.device_id)) return { problem: { field: `results.${index}.device_id`, key: 'validation.notFound' } };
    const item = byKey.get(input.item_key);
    if (!item) return { problem: { field: `results.${index}.item_key`, key: 'validation.notFound' } };
    const pair = `${input.device_id}:${input.item_key}`;
    if (seen.has(pair)) return { problem: { field: `results.${index}.item_key`, key: 'validation.taken' } };
    seen.add(pair);
    const numeric = item.check_type === 'numeric';
    const needed = numeric ? 'reading' : 'ok';
    const other = numeric ? 'ok' : 'reading';
    if (input[needed] === undefined) return { problem: { field: `results.${index}.${needed}`, key: 'validation.required' } };
    if (input[other] !== undefined) return { problem: { field: `results.${index}.${other}`, key: 'validation.unknownField' } };
    const value = { reading: numeric ? (input.reading ?? null) : null, ok: numeric ? null : (input.ok ?? null) };
    results.push({ device_id: input.device_id, item_key: input.item_key, ...value, note: input.note ?? '', abnormal: judge(item, value) });
  }
  return { results };
}

/** How many (device, item) pairs still have no result. */
export function missingResults(items: readonly StandardItemValue[], deviceIds: readonly number[], results: readonly TaskResultValue[]): number {
  const done = new Set(results.map((result) => `${result.device_id}:${result.item_key}`));
  let missing = 0;
  for (const deviceId of deviceIds) for (const item of items) if (!done.has(`${deviceId}:${item.key}`)) missing += 1;
  return missing;
}
