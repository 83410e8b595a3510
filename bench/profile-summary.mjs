#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// A flame graph as text: where a V8 profile's time (a .cpuprofile, from `node --cpu-prof`) or allocated bytes (a
// .heapprofile, from `node --heap-prof`) went, by layer (garbage collection, Node's core, each npm package, our own
// source by file) and by function, counting each function's own share (self time, not what it calls). Frames of
// the compiled API (packages/api's tsup build) are mapped back to their TypeScript files through the build's
// source maps, so our code reads as packages/api/src/... and the bundled workspace packages as packages/db/src/...
//
//   node bench/profile-summary.mjs <file.cpuprofile|file.heapprofile> [--top 25] [--grep trpc-to-openapi]
//     --top N      how many functions to list (default 25)
//     --grep TEXT  list only the functions whose layer or file holds TEXT (e.g. zod, packages/api/src)
//     --requests N the requests the process answered (bare.ts prints them when it profiles): adds each line's cost
//                  a request (µs, or KB allocated)
//     --from S     a CPU profile's samples from S seconds on only (default: from the first HTTP request the process
//                  answered, leaving out its start); --from 0 counts everything
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const file = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: node bench/profile-summary.mjs <file.cpuprofile|file.heapprofile> [--top N] [--grep TEXT]');
  process.exit(2);
}
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const TOP = Number(option('--top') ?? 25);
const grep = option('--grep');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const profile = JSON.parse(readFileSync(file, 'utf8'));
const heap = Boolean(profile.head);
let fromSecond = 0;

/**
 * When the process first answered HTTP (a sample inside node's HTTP server): the work before it, module loading and
 * migrations at start, is left out by default.
 */
function firstRequestSecond() {
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const serving = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName === 'parserOnIncoming']));
  const inServer = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) if (serving.get(at)) return true;
    return false;
  };
  let at = 0;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    if (inServer(id)) return Math.floor(at / 1e5) / 10;
  }
  return 0;
}

/** Each node's own cost: sampled microseconds for CPU (timeDeltas), bytes still sampled for a heap profile. */
function selfCosts() {
  if (heap) {
    const nodes = [];
    const walk = (node) => {
      nodes.push({ callFrame: node.callFrame, self: node.selfSize });
      for (const child of node.children ?? []) walk(child);
    };
    walk(profile.head);
    return nodes;
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, { callFrame: node.callFrame, self: 0 }]));
  fromSecond = option('--from') === undefined ? firstRequestSecond() : Number(option('--from'));
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= fromSecond * 1e6) byId.get(id).self += profile.timeDeltas[i] ?? 0;
  });
  return [...byId.values()];
}

/**
 * The build's source maps, read once per compiled file: the copy bare.ts keeps in a `maps` folder beside the
 * profile's (a later build replaces its chunks), else the one beside the compiled file.
 */
const maps = new Map();
function sourceMapOf(filePath) {
  if (!maps.has(filePath)) {
    const kept = path.join(path.dirname(path.resolve(file)), 'maps', `${path.basename(filePath)}.map`);
    const mapFile = [kept, `${filePath}.map`].find((candidate) => existsSync(candidate));
    maps.set(filePath, mapFile ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  return maps.get(filePath);
}

/** Where a frame's code comes from: its layer (GC, node core, an npm package, one of our files) and its file:line. */
function locate({ url, lineNumber, columnNumber, functionName }) {
  if (!url) {
    if (/^\((garbage collector|idle|program|root)\)$/.test(functionName)) return { layer: functionName, where: '' };
    return { layer: '(native: V8 builtins and Node bindings)', where: '' };
  }
  if (url.startsWith('node:')) {
    const [first, second] = url.slice(5).split('/');
    return { layer: `node:${first === 'internal' && second ? second.replace(/\.js$/, '') : first}`, where: url };
  }
  let filePath = url.startsWith('file://') ? fileURLToPath(url) : url;
  let line = lineNumber + 1;
  // The compiled API (dist/ or the bench's build): back to the TypeScript it came from.
  if (/packages\/api\/(dist|node_modules\/\.cache\/wallcraft-bench)\//.test(filePath)) {
    const entry = sourceMapOf(filePath)?.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      filePath = path.resolve(path.dirname(filePath), entry.originalSource.replace(/^file:\/\//, ''));
      line = entry.originalLine + 1;
    }
  }
  const modules = filePath.split('/node_modules/');
  if (modules.length > 1) {
    const inside = modules.at(-1).split('/');
    const name = inside[0].startsWith('@') ? `${inside[0]}/${inside[1]}` : inside[0];
    return { layer: name, where: `${name}/${inside.slice(name.split('/').length).join('/')}:${line}` };
  }
  const relative = path.relative(root, filePath);
  return { layer: relative, where: `${relative}:${line}` };
}

const costs = selfCosts();
const byLayer = new Map();
const byFunction = new Map();
let total = 0;
let idle = 0;
let writev = 0;
for (const { callFrame, self } of costs) {
  if (!self) continue;
  const { layer, where } = locate(callFrame);
  total += self;
  if (layer === '(idle)') idle += self;
  if (!heap && callFrame.functionName === 'writev' && !callFrame.url) writev += self;
  byLayer.set(layer, (byLayer.get(layer) ?? 0) + self);
  if (layer === '(idle)' || (!heap && callFrame.functionName === 'writev' && !callFrame.url)) continue;
  const key = `${callFrame.functionName || '(anonymous)'}\t${layer}\t${where}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + self);
}

// Our files are layers of their own; a package's files are one layer, so sum ours under one line too.
// The profiler samples the thread's clock, not its CPU: on a busy machine the socket writes (writev) also hold the
// time the thread waited for a core (from 6 to 43 % of a server's samples, run to run, either server), so the
// shares leave them out.
const busy = heap ? total : total - idle - writev;
const requests = Number(option('--requests') ?? 0);
/** A line's cost a request: µs of CPU, or KB allocated. */
const perRequest = (value) => {
  if (!requests) return '';
  const each = heap ? (value / 1024 / requests).toFixed(1) : (value / requests).toFixed(0);
  return `${each.padStart(7)} ${heap ? 'KB' : 'µs'}/req `;
};
const share = (value) => `${((100 * value) / busy).toFixed(1).padStart(5)} % ${perRequest(value)}`;
const amount = (value) =>
  heap ? `${(value / 1024).toFixed(0).padStart(8)} KB` : `${(value / 1000).toFixed(0).padStart(8)} ms`;
const ours = (layer) => layer.startsWith('packages/');

console.log(
  heap
    ? `${file}: ${amount(total).trim()} sampled, by where it was allocated (from bench/alloc-profile.mjs: all that was
  allocated; from --heap-prof: only what was still alive at exit)`
    : `${file}: from ${fromSecond} s on, ${amount(total).trim()} sampled, ${amount(total - idle).trim()} busy; shares
  are of the ${amount(busy).trim()} busy outside socket writes (writev, ${amount(writev).trim()})`,
);
if (writev)
  byLayer.set(
    '(native: V8 builtins and Node bindings)',
    byLayer.get('(native: V8 builtins and Node bindings)') - writev,
  );
const layerRows = [...byLayer].filter(([layer]) => layer !== '(idle)').sort((a, b) => b[1] - a[1]);
const oursTotal = layerRows.filter(([layer]) => ours(layer)).reduce((sum, [, value]) => sum + value, 0);
console.log(`\nBy layer (self ${heap ? 'bytes' : 'time'}):`);
console.log(`${amount(oursTotal)} ${share(oursTotal)}  our code (packages/*), all files`);
for (const [layer, value] of layerRows.slice(0, 30)) console.log(`${amount(value)} ${share(value)}  ${layer}`);

const functionRows = [...byFunction]
  .filter(([key]) => !grep || key.split('\t').slice(1).join(' ').includes(grep))
  .sort((a, b) => b[1] - a[1])
  .slice(0, TOP);
console.log(`\nTop ${functionRows.length} functions by self ${heap ? 'bytes' : 'time'}${grep ? ` (${grep})` : ''}:`);
for (const [key, value] of functionRows) {
  const [name, layer, where] = key.split('\t');
  console.log(`${amount(value)} ${share(value)}  ${name.padEnd(32)} ${where || layer}`);
}
