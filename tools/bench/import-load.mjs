// The import under load (issue 10): a 5,000-row CSV device import through POST /api/devices/import
// (accepted_only) while GET /api/health is asked 20 times a second; the import's duration and the
// health check's p99 during it. Used by run.mjs (PGlite) and postgres.mjs (PostgreSQL 15).
//
//   import { runImportUnderLoad } from './import-load.mjs';
//   const r = await runImportUnderLoad({ url, token, label: 'PGlite' });   // result lines as run.mjs records them

import { request as httpRequest } from 'node:http';

const HEALTH_INTERVAL_MS = 50;

/** POST a JSON body and wait as long as it takes (fetch gives up after 300 s without response headers). */
function postJson(url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        let parsed = {};
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // not JSON: reported by its status
        }
        resolve({ status: res.statusCode ?? 0, ok: (res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300, body: parsed });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A row the ledger accepts, copied from an existing device (its type's required attributes filled). */
async function templateDevice(url, headers) {
  const res = await fetch(`${url}/api/devices?limit=50`, { headers });
  const body = await res.json();
  const items = body?.data?.items ?? [];
  const device = items.find((d) => d.type_id && d.station_id && !d.parent_id);
  if (!device) throw new Error(`no device to copy for the import (HTTP ${res.status})`);
  return device;
}

function csvCell(value) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function deviceCsv(device, rows, prefix) {
  const lines = ['code,name,type_id,station_id,status,attributes'];
  for (let i = 0; i < rows; i += 1) {
    const code = `${prefix}${String(i).padStart(5, '0')}`;
    lines.push([code, `导入设备 ${i}`, device.type_id, device.station_id, 'standby', JSON.stringify(device.attributes ?? {})].map(csvCell).join(','));
  }
  return lines.join('\r\n');
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/** GET /api/health every 50 ms until stopped; latencies of the answers (a request still open at the end counts with its age). */
function healthSampler(url) {
  const latencies = [];
  let failed = 0;
  const open = new Set();
  const timer = setInterval(() => {
    const started = performance.now();
    const entry = { started };
    open.add(entry);
    fetch(`${url}/api/health`)
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) failed += 1;
      })
      .catch(() => (failed += 1))
      .finally(() => {
        open.delete(entry);
        latencies.push(performance.now() - started);
      });
  }, HEALTH_INTERVAL_MS);
  return {
    stop() {
      clearInterval(timer);
      const now = performance.now();
      const all = [...latencies, ...[...open].map((entry) => now - entry.started)].sort((a, b) => a - b);
      return { count: all.length, p50: percentile(all, 50), p99: percentile(all, 99), max: all[all.length - 1] ?? NaN, failed };
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.url     the server
 * @param {string} o.token   an administrator's session
 * @param {string} o.label   'PGlite' or 'PostgreSQL' (names the figures)
 * @param {number} [o.rows]  default 5,000
 * @param {(line: string) => void} [o.log]
 */
export async function runImportUnderLoad({ url, token, label, rows = 5000, log = console.log }) {
  const headers = { authorization: `Bearer ${token}` };
  const device = await templateDevice(url, headers);
  const csv = deviceCsv(device, rows, `IMP${Date.now().toString(36).toUpperCase().slice(-5)}`);
  log(`[import] ${label}: ${rows.toLocaleString('en-US')} device rows (${(csv.length / 1024).toFixed(0)} KiB of CSV) while GET /api/health is asked every ${HEALTH_INTERVAL_MS} ms`);
  const sampler = healthSampler(url);
  const started = performance.now();
  const res = await postJson(`${url}/api/devices/import`, headers, { csv, mode: 'accepted_only' });
  const body = res.body;
  const seconds = (performance.now() - started) / 1000;
  const health = sampler.stop();
  const accepted = body?.data?.accepted ?? 0;
  const rejected = body?.data?.rejected?.length ?? 0;
  log(`        HTTP ${res.status}, ${accepted} accepted, ${rejected} rejected in ${seconds.toFixed(1)} s; /api/health: ${health.count} answers, p50 ${health.p50.toFixed(1)} ms, p99 ${health.p99.toFixed(1)} ms, max ${health.max.toFixed(1)} ms, ${health.failed} failed`);
  const complete = res.ok && accepted === rows;
  return [
    {
      name: `${label}: import ${rows.toLocaleString('en-US')} device rows (CSV) under load`,
      value: seconds,
      unit: 's',
      op: '<=',
      budget: 10,
      budgetText: '10 s',
      pass: complete && seconds <= 10,
      detail: complete ? `${accepted} accepted` : `HTTP ${res.status}, ${accepted} accepted, ${rejected} rejected`,
    },
    {
      name: `${label}: GET /api/health p99 during the import`,
      value: health.p99,
      unit: 'ms',
      op: '<=',
      budget: 100,
      budgetText: '100 ms',
      pass: health.p99 <= 100 && health.failed === 0,
      detail: `${health.count} answers, max ${health.max.toFixed(0)} ms, ${health.failed} failed`,
    },
  ];
}
