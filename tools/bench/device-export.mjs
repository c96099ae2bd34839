// The ledger's export at 100,000 devices, .xlsx against CSV (issue 18: "streamed both ways, so
// 100,000 devices export without holding the workbook in memory and within the time CSV takes × 2"):
//   GET /api/devices/export?format=csv|xlsx, the whole body read as it streams, alternately
//   csv, xlsx, csv, xlsx (the faster run of each format counts: the VM is shared);
//   the server's resident memory sampled every 20 ms during each export (/proc/<pid>/status VmRSS),
//   reported as the peak above the resident memory before the export.
// Budgets: xlsx time ≤ 2 × CSV time; xlsx peak memory ≤ CSV peak memory + XLSX_EXTRA_MEMORY_MB.
import { readFileSync } from 'node:fs';

export const XLSX_TIME_FACTOR = 2;
/** A held workbook of 100,000 rows × 20 columns takes several hundred MB; a streamed one a few buffers. */
export const XLSX_EXTRA_MEMORY_MB = 100;
const MB = 1024 * 1024;

function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** One export: { ms, bytes, peakMb (above the memory before), rows (CSV lines, for CSV) }. */
async function exportOnce(url, headers, pid, format) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/devices/export?format=${format}&sort=%2Bcode`, { headers });
    if (!response.ok || !response.body) throw new Error(`export ${format} answered ${response.status}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const ms = performance.now() - started;
    peak = Math.max(peak, residentBytes(pid));
    return { ms, bytes, peakMb: (peak - before) / MB, lines };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * @param {{ url: string, headers: Record<string, string>, pid: number, count: number, log: (line: string) => void }} o
 * @returns {Promise<object[]>} bench results (name, value, unit, budget, op, pass)
 */
export async function runDeviceExportBench({ url, headers, pid, count, log }) {
  const runs = { csv: [], xlsx: [] };
  for (let round = 0; round < 2; round++) {
    for (const format of ['csv', 'xlsx']) {
      const run = await exportOnce(url, headers, pid, format);
      runs[format].push(run);
      log(`        ${format}: ${(run.ms / 1000).toFixed(1)} s, ${(run.bytes / MB).toFixed(1)} MB, server memory +${run.peakMb.toFixed(0)} MB${format === 'csv' ? `, ${run.lines.toLocaleString('en-US')} lines` : ''}`);
    }
  }
  const best = (format) => runs[format].reduce((a, b) => (b.ms < a.ms ? b : a));
  const peak = (format) => Math.max(...runs[format].map((run) => run.peakMb));
  const csv = best('csv');
  const xlsx = best('xlsx');
  const timeBudget = csv.ms * XLSX_TIME_FACTOR;
  const memoryBudget = peak('csv') + XLSX_EXTRA_MEMORY_MB;
  const label = `${count.toLocaleString('en-US')} devices`;
  // Line ends, not records: a quoted cell may hold a line break (generated names do not, demo ones may).
  const complete = runs.csv.every((run) => run.lines >= count + 1);
  return [
    { name: `export ${label} as CSV: time`, value: csv.ms / 1000, unit: 's', detail: `${(csv.bytes / MB).toFixed(1)} MB, ${csv.lines.toLocaleString('en-US')} line ends`, ...(complete ? {} : { pass: false }) },
    { name: `export ${label} as .xlsx: time`, value: xlsx.ms / 1000, unit: 's', op: '<=', budget: timeBudget / 1000, budgetText: `${(timeBudget / 1000).toFixed(1)} s (CSV × ${XLSX_TIME_FACTOR})`, pass: xlsx.ms <= timeBudget, detail: `${(xlsx.bytes / MB).toFixed(1)} MB` },
    { name: `export ${label} as CSV: server peak memory`, value: peak('csv'), unit: 'MB' },
    { name: `export ${label} as .xlsx: server peak memory`, value: peak('xlsx'), unit: 'MB', op: '<=', budget: memoryBudget, budgetText: `${memoryBudget.toFixed(0)} MB (CSV + ${XLSX_EXTRA_MEMORY_MB})`, pass: peak('xlsx') <= memoryBudget },
  ];
}
