#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * What a server's scavenges keep under load: a `node --trace-gc-nvp` log (bench/bare.ts with GC_TRACE_DIR writes one
 * per server), its last N scavenges (`--last`, default 20: the end of the server's last measured run; the API's
 * start alone makes about 80, each keeping megabytes, which would swamp any mean over the whole log). Per scavenge,
 * the mean of its pause, of what was allocated since the one before, of what survived it (copied or promoted) and of
 * what it promoted to the old generation. A server whose requests leave nothing behind keeps little more than the
 * requests in flight; one that keeps as much at 2 connections (bare.ts's CONNECTIONS) as at 50 holds finished
 * requests from somewhere.
 *
 *   node bench/gc-nvp.mjs <log> [--last 20]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { last: { type: 'string', default: '20' } },
});
if (positionals.length !== 1) {
  console.error('usage: node bench/gc-nvp.mjs <trace-gc-nvp log> [--last N]');
  process.exit(2);
}

const scavenges = readFileSync(positionals[0], 'utf8')
  .split('\n')
  .filter((line) => line.includes(' gc=s '))
  .map((line) => Object.fromEntries([...line.matchAll(/(\w[\w.]*)=([\d.]+)/g)].map(([, key, value]) => [key, +value])))
  .slice(-Number(values.last));
if (!scavenges.length) {
  console.error(`${positionals[0]}: no scavenges`);
  process.exit(1);
}
const mean = (key) => scavenges.reduce((sum, scavenge) => sum + (scavenge[key] ?? 0), 0) / scavenges.length;
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `${scavenges.length} scavenges; each, on average: pause ${mean('pause').toFixed(2)} ms, allocated before it`,
  `${kb(mean('allocated'))}, survived ${kb(mean('new_space_survived'))}, promoted ${kb(mean('promoted'))}`,
);
