import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file opens its own embedded database (and some spawn a second process): slow on a busy machine.
    globalSetup: ['./src/global-setup.ts'],
    // Three files at a time on two cores (vitest's default is one there): a file spends most of its time waiting on
    // its engine's process, so one worker left both cores half idle (CI's step: 355 s alone).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
