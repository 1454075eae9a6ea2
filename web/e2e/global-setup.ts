// Builds the web app once for the whole test run (browser tests share dist/web), unless the build
// is newer than every source it is made from.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  // vitest sets NODE_ENV=test, which would make Vite build React's development bundle (over budget).
  execFileSync(process.execPath, ['scripts/build-web.mjs', '--if-stale'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
