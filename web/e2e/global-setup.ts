// Before any test file runs: the web app built once (browser tests share dist/web), unless the
// build is newer than every source it is made from, and the image of the test gateways' database
// made once (gateway/testing/database-image.ts), so no two test files build it side by side.
import { execFileSync } from 'node:child_process';
import { databaseImage } from '../../gateway/testing/database-image.ts';
import { TEST_DATABASE } from '../../gateway/testing/test-gateway.ts';

export default async function setup(): Promise<void> {
  await databaseImage(TEST_DATABASE.seedDir, TEST_DATABASE.bcryptCost, Date.parse(TEST_DATABASE.now));
  // vitest sets NODE_ENV=test, which would make Vite build React's development bundle (over budget).
  execFileSync(process.execPath, ['scripts/build-web.mjs', '--if-stale'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
