// Generates the default seed directory fixtures/seed/ (format: SEED-FORMAT.md, documented for
// users in fixtures/README.md) from the scenario and data modules beside it. Deterministic: a
// seeded PRNG and a fixed clock, so every run writes the same bytes (generate-seed.int.test.ts checks
// the committed seed against a fresh run). Plain JavaScript so it runs on Node 20 without a TS
// loader:
//   node scripts/seed/generate-seed.mjs [out-dir]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { banners, EVENTS, FAQ, NOTICES, POLL, SERVICE } from './content.mjs';
import { COUPONS } from './coupons.mjs';
import { DISTRICTS } from './districts.mjs';
import { generatedRestaurants } from './generated-restaurants.mjs';
import { createKit } from './kit.mjs';
import { BLOCKLIST, USERS } from './members.mjs';
import { REVIEW_PHOTOS } from './reviews.mjs';
import { megaMarket, scenarioRestaurants } from './scenario-restaurants.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = resolve(process.argv[2] ?? join(ROOT, 'fixtures', 'seed'));

const kit = createKit(20261121);
for (let n = 1; n <= REVIEW_PHOTOS; n++) kit.reviewPhoto(n);

// The order is the order of the draws from the shared random stream: the scenarios, the generated
// restaurants, then the big restaurant (its place and reviews draw after everything else).
const restaurants = [...scenarioRestaurants(kit), ...generatedRestaurants(kit), megaMarket(kit)];

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const files = new Map([
  ...restaurants.map((r) => [`restaurants/${r.id}.json`, json(r)]),
  ['districts.json', json(DISTRICTS)],
  ['coupons.json', json(COUPONS)],
  ['users.json', json(USERS)],
  ['blocklist.json', json(BLOCKLIST)],
  ['notices.json', json(NOTICES)],
  ['faq.json', json(FAQ)],
  ['banners.json', json(banners(kit.tile))],
  ['events.json', json(EVENTS)],
  ['poll.json', json(POLL)],
  ['service.json', json(SERVICE)],
  ...kit.images,
]);

rmSync(OUT, { recursive: true, force: true });
for (const [relative, content] of files) {
  const path = join(OUT, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const itemCount = restaurants.reduce((sum, r) => sum + kit.allItems(r.menu).length, 0);
console.log(
  `fixtures seed: ${restaurants.length} restaurants, ${itemCount} menu items, ${kit.images.size} images → ${OUT}`,
);
