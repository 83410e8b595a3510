import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file opens its own embedded database (and some spawn a second process): slow on a busy machine.
    globalSetup: ['./src/global-setup.ts'],
    // Two files at a time on two cores (vitest's default is one there): a file spends much of its time waiting on its
    // engine's process, so one worker left a core idle (355 s of CI's critical path). Three, beside the browser suite,
    // slowed the backup test past its limit.
    maxWorkers: 2,
    // The files share a worker's modules (as the API's suite does), and so its spare engine processes (testing.ts):
    // loading the modules again for each file was a tenth of the suite's CPU. Every file opens its own databases and
    // restores what it spies on.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
