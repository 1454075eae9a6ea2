// Global setup of the tiers that start test gateways (int, browser, slow): the image of the test
// gateways' database made once (gateway/testing/database-image.ts), before any file starts one, so
// no two test files build it side by side.
import { databaseImage } from '../../gateway/testing/database-image.ts';
import { TEST_DATABASE } from '../../gateway/testing/test-gateway.ts';

export default async function setup(): Promise<void> {
  await databaseImage(TEST_DATABASE.seedDir, TEST_DATABASE.bcryptCost, Date.parse(TEST_DATABASE.now));
}
