/* eslint-disable no-console -- a command-line tool: stdout is its interface */
/**
 * What a server's heap holds under load that it did not hold idle: two V8 heap snapshots (bench/bare.ts with
 * SNAPSHOT_DIR writes them, idle first), their live objects counted by kind and constructor, and the difference
 * printed by bytes, largest first. With `--per N` each row is also divided by N (the requests in flight: bare.ts's
 * 50 connections).
 *
 *   node bench/heap-diff.mjs <idle.heapsnapshot> <loaded.heapsnapshot> [--top 30] [--per 50]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, per: { type: 'string' } },
});
if (positionals.length !== 2) {
  console.error('usage: node bench/heap-diff.mjs <idle.heapsnapshot> <loaded.heapsnapshot> [--top N] [--per N]');
  process.exit(2);
}

/** Live objects by "kind constructor": count and self bytes. */
function tally(file) {
  const snapshot = JSON.parse(readFileSync(file, 'utf8'));
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const { nodes, strings } = snapshot;
  const out = new Map();
  for (let i = 0; i < nodes.length; i += fields.length) {
    const kind = types[nodes[i + type]];
    // Strings are counted as one row per kind: their "name" is their text.
    const label =
      kind === 'string' || kind === 'concatenated string' || kind === 'sliced string'
        ? kind
        : `${kind} ${strings[nodes[i + name]]}`.slice(0, 70);
    const row = out.get(label) ?? { count: 0, bytes: 0 };
    row.count += 1;
    row.bytes += nodes[i + size];
    out.set(label, row);
  }
  return out;
}

const [idle, loaded] = positionals.map(tally);
const per = values.per ? Number(values.per) : null;
const rows = [...new Set([...idle.keys(), ...loaded.keys()])].map((label) => {
  const a = idle.get(label) ?? { count: 0, bytes: 0 };
  const b = loaded.get(label) ?? { count: 0, bytes: 0 };
  return { label, count: b.count - a.count, bytes: b.bytes - a.bytes };
});
rows.sort((x, y) => y.bytes - x.bytes);
const total = rows.reduce((sum, row) => ({ count: sum.count + row.count, bytes: sum.bytes + row.bytes }), {
  count: 0,
  bytes: 0,
});
const cells = (label, ...values) => label.padEnd(72) + values.map((value) => String(value).padStart(10)).join(' ');
const line = (label, count, bytes) =>
  per ? cells(label, count, bytes, (count / per).toFixed(1), (bytes / per).toFixed(0)) : cells(label, count, bytes);
console.log(
  per
    ? cells('kind and constructor', 'objects', 'bytes', 'objects/N', 'bytes/N')
    : cells('kind and constructor', 'objects', 'bytes'),
);
console.log(line('all', total.count, total.bytes));
for (const row of rows.slice(0, Number(values.top))) console.log(line(row.label, row.count, row.bytes));
