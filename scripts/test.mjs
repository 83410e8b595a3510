#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// `pnpm test`: the vitest suites of every package (turbo, one package at a time) and the Playwright suite at once.
// The browser tests spend most of their time waiting on pages (about half a core), so they run beside the unit
// and API tests instead of after them. Both print as they go (turbo's lines carry their package's name); the
// run fails when either does, and the other is not cut short, so one run reports every failure. The API suite runs
// after the other packages' (turbo.json): it is the longest and the only one with three workers, so when the browser
// tests end first it keeps both cores busy, where the database suite's one worker left one idle.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = ['-y', 'pnpm@10.34.9'];

function run(name, args) {
  const started = Date.now();
  const child = spawn('npx', [...PNPM, ...args], { cwd: root, stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(
        `test: ${name} ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} after ${minutes} min`,
      );
      resolve(code === 0);
    });
  });
}

// Stop both on Ctrl-C or a CI timeout: the children share this process group and get the signal themselves.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const results = await Promise.all([run('unit and API tests', ['test:unit']), run('browser tests', ['test:e2e'])]);
process.exit(results.every(Boolean) ? 0 : 1);
