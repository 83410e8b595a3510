import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several runs share a machine (the admin console takes the next port).
const PORT = Number(process.env.E2E_PORT ?? 3100);
const ADMIN_PORT = PORT + 1;
const baseURL = `http://localhost:${PORT}`;

// Each run gets an empty data directory, so the database is freshly migrated and seeded. Workers re-read
// this file, so the directory is made once and handed to them through the environment.
process.env.WALLCRAFT_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'wallcraft-e2e-'));
const dataDir = process.env.WALLCRAFT_E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot of the end. The trace's own
    // screencast is left out: recording it for every test doubled the browser's CPU (2 specs: 61 s of CPU with it,
    // 38 s without, 30 s with no trace), most of it for tests that pass and throw it away. CI records none: its
    // machine keeps only the log, where the failure's message, step and screenshot path are, and the quarter of the
    // browser's CPU the snapshots cost was CI's critical path (both cores are busy for the whole test step).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node ../../scripts/start.mjs',
    // The console's server starts once the API listens (start.mjs), so its page answering means both are up.
    url: `http://localhost:${ADMIN_PORT}/admin/`,
    reuseExistingServer: false,
    // start.mjs runs the API and the console in process groups of their own; a SIGTERM lets it stop them,
    // where Playwright's default SIGKILL would leave them running and keep their pipes (and this run) open.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      ADMIN_PORT: String(ADMIN_PORT),
      DATA_DIR: dataDir,
      E2E: '1',
      // The console's first operator (operators.spec.ts signs in as it).
      ADMIN_USERNAME: 'e2e-root',
      ADMIN_PASSWORD: 'e2e-root-password-long',
      // Every spec signs people up from this one address: the production limit (30 per 15 minutes) would refuse
      // the later ones. The limit itself is tested in the API tests (auth.test.ts).
      AUTH_RATE_LIMIT_PER_IP: '500',
      // The production start hides the development mailbox; email.spec.ts reads the reset mail from it.
      DEV_MAILBOX: 'true',
    },
  },
});
