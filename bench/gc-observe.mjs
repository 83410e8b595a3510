// Preloaded (`node --import`) by bench/bare.ts (GC_DIR) into a server's node: from the process's first HTTP request
// on, every garbage collection's kind and duration (PerformanceObserver 'gc' entries) and the young generation's
// size after it, written when the process exits as GC_DIR/gc.<pid>.json: per kind, the count and total and largest
// milliseconds.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const totals = {};
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = KINDS[entry.detail?.kind] ?? String(entry.detail?.kind);
    const row = (totals[kind] ??= { count: 0, ms: 0, longestMs: 0 });
    row.count += 1;
    row.ms += entry.duration;
    row.longestMs = Math.max(row.longestMs, entry.duration);
  }
});
const firstRequest = () => {
  unsubscribe('http.server.request.start', firstRequest);
  observer.observe({ entryTypes: ['gc'] });
};
subscribe('http.server.request.start', firstRequest);
process.on('exit', () => {
  observer.disconnect();
  mkdirSync(process.env.GC_DIR, { recursive: true });
  writeFileSync(path.join(process.env.GC_DIR, `gc.${process.pid}.json`), JSON.stringify(totals, null, 2));
});
