import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file gets its own database; PGlite is in-process, so files run one per worker.
    globalSetup: ['./test/global-setup.ts'],
    // Three files at a time on two cores: a file spends much of its time waiting on its database's thread, so a
    // third keeps both cores busy (the suite takes about three quarters of the time it takes with two).
    maxWorkers: 3,
    // The files share a worker's module graph instead of loading the whole API again for each one (that loading was
    // most of the suite's CPU: 265 s of 460). Nothing here mocks modules, and every file builds its own app and
    // database, so no state crosses files that a test relies on.
    isolate: false,
    // Generous: the browser suite runs beside this one (scripts/test.mjs), and a test asserts behaviour, not speed
    // (bench/ measures speed). The password-hashing and property-based tests set more.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
