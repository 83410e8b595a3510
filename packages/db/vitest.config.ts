import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file opens its own embedded database (and some spawn a second process): slow on a busy machine.
    globalSetup: ['./src/global-setup.ts'],
    // Two files at a time on two cores (vitest's default is one there): a file spends much of its time waiting on its
    // engine's process, so one worker left a core idle (355 s of CI's critical path). Three, beside the browser suite,
    // slowed the backup test past its limit.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
