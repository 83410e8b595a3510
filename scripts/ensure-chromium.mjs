#!/usr/bin/env node
// Makes sure the browser tests have their browser: Chromium at CHROMIUM_PATH or /usr/bin/chromium (what
// apps/web/playwright.config.ts launches). When it is missing and this machine can install Debian's package
// (running as root, apt-get present), it installs it; otherwise it stops at once with one line saying what to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function present() {
  try {
    accessSync(browser, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

if (!present()) {
  if (process.env.CHROMIUM_PATH)
    fail(
      `no executable Chromium at CHROMIUM_PATH=${browser}; point CHROMIUM_PATH at one, or unset it and run: sudo apt-get install -y chromium`,
    );
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt)
    fail(
      `Chromium is missing at ${browser}; run: ${hasApt ? 'sudo apt-get update && sudo apt-get install -y chromium' : 'install Chromium and set CHROMIUM_PATH to its binary'}`,
    );

  console.warn(`ensure-chromium: no Chromium at ${browser}; installing Debian's chromium with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0)
      fail(
        `\`apt-get ${args.join(' ')}\` failed (status ${result.status ?? result.signal}); install chromium by hand and run the tests again`,
      );
  }
  if (!present()) fail(`apt-get installed chromium but ${browser} is still missing; set CHROMIUM_PATH to its binary`);
}
