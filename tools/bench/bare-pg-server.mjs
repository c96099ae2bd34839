#!/usr/bin/env node
// The reference for the PostgreSQL list figure: a bare Fastify + pg server that runs ONE given
// statement (the app's own page statement, captured from PostgreSQL's log by postgres.mjs) per
// request and answers its json value — no session, no scope, no validation, no names. The app's
// throughput divided by this one's is the overhead ratio the bench prints.
//
//   node tools/bench/bare-pg-server.mjs '{"url":"postgres://…","port":0,"sql":"…","params":[…]}'
// Prints `listening <port>` when ready.
import Fastify from 'fastify';
import pg from 'pg';

const o = JSON.parse(process.argv[2]);
const pool = new pg.Pool({ connectionString: o.url, max: o.poolSize ?? 10 });
pool.on('error', () => undefined);
const app = Fastify({ logger: false });
app.get('/page', async (_request, reply) => {
  const { rows } = await pool.query({ text: o.sql, values: o.params });
  return reply.type('application/json').send(JSON.stringify({ code: 20000, message: '', data: rows[0]?.page ?? null }));
});
await app.listen({ port: o.port ?? 0, host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => pool.end()).then(() => process.exit(0)));
