import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each file opens its own embedded database (and some spawn a second process): slow on a busy machine.
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
