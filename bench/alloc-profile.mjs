// Preloaded (`node --import`) by bench/bare.ts (ALLOC_PROF_DIR) into a server's node: a sampling allocation
// profile that keeps the objects garbage collection has already freed, i.e. all the process allocates (the pressure
// that makes its GC work), where `node --heap-prof` keeps only what is still alive when the process ends. It starts
// 2 s after the process's first HTTP request (bare.ts's readiness check; its warm-up runs 2 s), so the start's
// migrations and caches are left out, and is written as ALLOC_PROF_DIR/Alloc.<pid>.heapprofile when the process
// exits; read it with bench/profile-summary.mjs. With ALLOC_PROF_SURVIVORS=1 it leaves out what the young
// generation's scavenges freed: what is left is what lived through a scavenge, the objects whose copying and
// promotion the scavenges pay for.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.ALLOC_PROF_DIR;
const session = new Session();
session.connect();
const start = () =>
  session.post('HeapProfiler.startSampling', {
    samplingInterval: 16384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: !process.env.ALLOC_PROF_SURVIVORS,
  });
const firstRequest = () => {
  unsubscribe('http.server.request.start', firstRequest);
  setTimeout(start, 2000).unref();
};
subscribe('http.server.request.start', firstRequest);
// A session on the process's own thread answers at once, so this runs to its end inside the exit event.
process.on('exit', () => {
  session.post('HeapProfiler.stopSampling', (error, result) => {
    if (error) return console.error(`alloc-profile: ${error.message}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `Alloc.${process.pid}.heapprofile`), JSON.stringify(result.profile));
  });
});
