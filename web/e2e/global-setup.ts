// Global setup of the browser tier (and of the slow tier's dev-screen test): the web app built once
// (browser tests share dist/web) unless the build is newer than every source it is made from, and
// one Debian Chromium for the whole run, launched as a server: each test file connects to it
// (harness.ts `connectBrowser`) and each test opens its own context in it.
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import '../../scripts/testing/provided-context.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // vitest sets NODE_ENV=test, which would make Vite build React's development bundle (over budget).
  execFileSync(process.execPath, ['scripts/build-web.mjs', '--if-stale'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
