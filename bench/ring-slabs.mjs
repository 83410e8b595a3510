/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * The 5-10 mile ring with "wall", walls only, two ways, on one database: the ring's 10-mile box walked nearest first
 * (as discover does), and the box cut into six slabs around the cube inside the 5-mile sphere, each walked and the
 * walks merged, so none passes the items at the viewer's spot. Both prepared; the median of 300 runs, three times,
 * round trip included. Prints whether both return the same rows (bench/README.md, Known limits).
 *
 *   DATABASE_URL=postgres://…/wallcraft_bench_100x node bench/ring-slabs.mjs
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { default: pg } = await import(createRequire(path.join(root, 'packages/api/package.json')).resolve('pg'));
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();

// earthdistance's sphere and the product's miles (queries.ts), the viewer downtown Houston (discover-queries.mjs).
const EARTH_METRES = 6378168;
const RADIUS_MILES = 3959;
const chord = (miles) => 2 * EARTH_METRES * Math.sin(miles / (2 * RADIUS_MILES));
const [lat, lng] = [(29.7604 * Math.PI) / 180, (-95.3698 * Math.PI) / 180];
const viewer = [
  EARTH_METRES * Math.cos(lat) * Math.cos(lng),
  EARTH_METRES * Math.cos(lat) * Math.sin(lng),
  EARTH_METRES * Math.sin(lat),
];
const point = `'(${viewer.join(',')})'::cube`;
const outer = chord(10.01);
const inner = chord(4.99) / Math.sqrt(3); // the cube inside the 5-mile sphere, a margin short of it
const cube = (low, high) => `'(${low.join(',')}),(${high.join(',')})'::cube`;
const [L, H] = [viewer.map((x) => x - outer), viewer.map((x) => x + outer)];
const [l, h] = [viewer.map((x) => x - inner), viewer.map((x) => x + inner)];
const slabs = [];
for (let axis = 0; axis < 3; axis++) {
  const below = [[...L], [...H]];
  const above = [[...L], [...H]];
  for (let k = 0; k < axis; k++) for (const slab of [below, above]) [slab[0][k], slab[1][k]] = [l[k], h[k]];
  below[1][axis] = l[axis];
  above[0][axis] = h[axis];
  slabs.push(cube(...below), cube(...above));
}
const ring = `w.latitude IS NOT NULL AND w.longitude IS NOT NULL AND w.hidden_at IS NULL
  AND strpos(w.search_text, 'wall') > 0
  AND (w.earth <-> ${point}) >= ${chord(4.9999995)} AND (w.earth <-> ${point}) < ${chord(10.0000005)}`;
const walk = (box) => `SELECT id, (w.earth <-> ${point}) AS chord FROM walls w WHERE ${box} @> w.earth AND ${ring}
  ORDER BY chord FETCH FIRST 21 ROWS WITH TIES`;
const whole = walk(cube(L, H));
const split = `SELECT * FROM (${slabs.map((slab) => `(${walk(slab)})`).join(' UNION ALL ')}) r ORDER BY chord LIMIT 21`;

async function median(text, runs = 300) {
  const name = `ring_${Math.random().toString(36).slice(2)}`;
  await client.query({ name, text });
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await client.query({ name, text });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return times.sort((a, b) => a - b)[runs >> 1].toFixed(3);
}

const [a, b] = [(await client.query(whole)).rows, (await client.query(split)).rows];
console.log(`rows ${a.length} and ${b.length}, the same: ${a.map((r) => r.id).join() === b.map((r) => r.id).join()}`);
for (let turn = 0; turn < 3; turn++)
  console.log(`whole box ${await median(whole)} ms, six slabs ${await median(split)} ms`);
await client.end();
