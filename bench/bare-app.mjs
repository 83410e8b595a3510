/* eslint-disable no-console -- a bench's helper process: stdout is its interface */
// The bare app of bench/bare.ts: Fastify and a pg pool, nothing else (no plugins, no validation, no sessions, no
// logging). Each route runs, in order, the statements WallCraft ran for the same call (captured by bare.ts, values
// included) as plain pool queries, and answers the last one's rows.
//
//   BARE_QUERIES=<file.json> DATABASE_URL=... PORT=3651 node bench/bare-app.mjs
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The bench folder has no dependencies of its own: Fastify and pg are the API package's.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/api');
const require = createRequire(path.join(apiDir, 'package.json'));
const Fastify = require('fastify');
const pg = require('pg');

const calls = JSON.parse(readFileSync(process.env.BARE_QUERIES, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

for (const [name, statements] of Object.entries(calls)) {
  app.get(`/bare/${name}`, async () => {
    let rows = [];
    for (const { sql, parameters } of statements) rows = (await pool.query(sql, parameters)).rows;
    return rows;
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
