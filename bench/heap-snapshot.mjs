// Preloaded (`node --import`) by bench/bare.ts (SNAPSHOT_DIR) into a server's node: each SIGWINCH writes a heap
// snapshot as SNAPSHOT_DIR/Heap.<pid>.<n>.heapsnapshot (read two with bench/heap-diff.mjs). Not SIGUSR2, node's
// usual choice: WallCraft closes gracefully on it (close-with-grace, as under nodemon).
import { writeHeapSnapshot } from 'node:v8';
import path from 'node:path';

let taken = 0;
process.on('SIGWINCH', () => {
  taken += 1;
  writeHeapSnapshot(path.join(process.env.SNAPSHOT_DIR, `Heap.${process.pid}.${taken}.heapsnapshot`));
});
