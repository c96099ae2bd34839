#!/usr/bin/env node
// A steady-rate load generator on autocannon: `rate` single-connection autocannon instances, each
// sending one request per second, started 1/rate seconds apart, so requests arrive evenly spaced
// (autocannon's own overallRate releases each second's quota as a burst at the start of the
// second: lib/httpClient.js resets `reqsMadeThisSecond` from a 1 s interval).
// Prints one JSON line: { requests, p50, p90, p99, max, non2xx, errors, timeouts, seconds }.
//
//   node tools/bench/steady-rate.mjs '{"url":…,"rate":20,"duration":15,"method":"POST","headers":{…},"body":"…"}'
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
const latencies = [];
let non2xx = 0;
let errors = 0;
let timeouts = 0;
const started = Date.now();

const one = () =>
  new Promise((resolve, reject) => {
    const inst = autocannon(
      {
        url: o.url,
        method: o.method ?? 'GET',
        headers: o.headers ?? {},
        body: o.body,
        connections: 1,
        connectionRate: 1,
        duration: o.duration,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    inst.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx++;
    });
    inst.on('reqError', () => errors++);
  });

const runs = [];
for (let i = 0; i < o.rate; i++) {
  runs.push(new Promise((r) => setTimeout(r, (i * 1000) / o.rate)).then(one));
}
const results = await Promise.all(runs);
for (const r of results) timeouts += r.timeouts ?? 0;
latencies.sort((a, b) => a - b);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] : NaN);
console.log(
  JSON.stringify({
    requests: latencies.length,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: latencies[latencies.length - 1],
    non2xx,
    errors,
    timeouts,
    seconds: (Date.now() - started) / 1000,
  }),
);
