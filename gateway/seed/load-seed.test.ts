import { mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLeft, isRight } from 'fp-ts/Either';
import { afterEach, describe, expect, it } from 'vitest';
import { formatSeedError, loadSeed, type Seed } from './load-seed.ts';
import { CATEGORY_NAMES } from './restaurant-file.ts';
import { DEFAULT_SERVICE } from './service-file.ts';
import {
  minimalRestaurant,
  minimalSeed,
  removeSeeds,
  type SeedFiles,
  writeSeed,
} from './testing/minimal-seed.ts';

const DEFAULT_SEED = fileURLToPath(new URL('../../fixtures/seed', import.meta.url));

async function seedOf(dir: string): Promise<Seed> {
  const result = await loadSeed(dir);
  if (isLeft(result)) throw new Error(result.left.map(formatSeedError).join('\n'));
  return result.right;
}

async function errorsOf(files: SeedFiles): Promise<string[]> {
  const result = await loadSeed(await writeSeed(files));
  return isLeft(result) ? result.left.map(formatSeedError) : [];
}

/** The minimal seed with restaurants/1001.json changed by `change`. */
function withRestaurant(change: (r: Record<string, unknown>) => void): SeedFiles {
  const restaurant = minimalRestaurant();
  change(restaurant);
  return { ...minimalSeed(), 'restaurants/1001.json': restaurant };
}

const firstItem = (r: Record<string, unknown>): Record<string, unknown> =>
  (r.menu as { items: Record<string, unknown>[] }[])[0]?.items[0] ?? {};

afterEach(removeSeeds);

describe('loadSeed: the default seed (fixtures/seed)', () => {
  it('loads without errors, with at least 80 restaurants over all 12 categories, ordered by id', async () => {
    const seed = await seedOf(DEFAULT_SEED);
    expect(seed.restaurants.length).toBeGreaterThanOrEqual(80);
    const categories = new Set(seed.restaurants.flatMap((r) => r.categories));
    expect([...CATEGORY_NAMES].filter((c) => !categories.has(c))).toEqual([]);
    const ids = seed.restaurants.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('keeps the documented baseline restaurant 1001', async () => {
    const seed = await seedOf(DEFAULT_SEED);
    const r1001 = seed.restaurants.find((r) => r.id === 1001);
    expect(r1001).toMatchObject({
      name: '역삼 황금치킨',
      min_order_amount: 15000,
      delivery_fee: 3000,
      free_delivery_threshold: 40000,
      payment_methods: ['online', 'creditcard', 'cash'],
    });
    const fried = r1001?.menu.flatMap((c) => c.items).find((i) => i.id === 1001001);
    expect(fried).toMatchObject({ name: '후라이드치킨', price: 18000 });
    expect(fried?.subchoices).toHaveLength(1);
    expect(fried?.subchoices[0]).toMatchObject({ id: 100101, name: '맛', mandatory: true, multiple: false });
    expect(fried?.subchoices[0]?.subchoices.map((o) => [o.id, o.name, o.price])).toEqual([
      [10010101, '후라이드', 0],
      [10010102, '양념', 1000],
      [10010103, '간장', 1000],
    ]);
  });

  it('has menus from 5 items to a convenience store of 300 or more', async () => {
    const seed = await seedOf(DEFAULT_SEED);
    const sizes = seed.restaurants.map((r) => r.menu.flatMap((c) => c.items).length);
    expect(Math.min(...sizes)).toBe(5);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(300);
  });

  it('has the documented coupons, members and blocked customer', async () => {
    const seed = await seedOf(DEFAULT_SEED);
    expect(seed.coupons.map((c) => c.code)).toEqual(
      expect.arrayContaining(['WELCOME3000', 'ONLINE2000', 'CASH1000', 'EXPIRED5000', 'BIG50000']),
    );
    expect(seed.users.map((u) => u.account_origin)).toEqual(
      expect.arrayContaining(['email', 'naver', 'kakao']),
    );
    expect(seed.users.find((u) => u.state === 'WITHDRAWAL_RESERVED')?.customer_id).toBe(900005);
    expect(seed.blocklist).toEqual([{ customer_id: 900099, phone: '01099990000' }]);
    expect(seed.faq.some((f) => f.section === 'withdraw')).toBe(true);
  });
});

describe('loadSeed: a valid seed', () => {
  it('fills defaults and derives the review figures when they are left out', async () => {
    const seed = await seedOf(await writeSeed(minimalSeed()));
    const [restaurant] = seed.restaurants;
    expect(restaurant).toMatchObject({
      except_cash: false,
      free_delivery_threshold: null,
      discount_percent: null,
      stock_management: false,
      default_price: 0,
      review_count: 2,
      review_avg: 4.5,
      rating: 4.5,
    });
    expect(restaurant?.menu[0]?.items[0]).toMatchObject({
      soldout: false,
      stock_amount: 9999,
      discounted_price: null,
    });
  });

  it('treats a missing optional file as none, and a missing service.json as the default service', async () => {
    const seed = await seedOf(await writeSeed(minimalSeed()));
    expect([
      seed.coupons,
      seed.users,
      seed.blocklist,
      seed.notices,
      seed.faq,
      seed.banners,
      seed.events,
      seed.poll,
    ]).toEqual([[], [], [], [], [], [], [], []]);
    expect(seed.service).toEqual(DEFAULT_SERVICE);
  });

  it('ignores dot files and READMEs beside the seed files', async () => {
    const seed = await seedOf(
      await writeSeed({
        ...minimalSeed(),
        '.DS_Store': '',
        'README.md': '# QA seed',
        'restaurants/.keep': '',
      }),
    );
    expect(seed.restaurants).toHaveLength(1);
  });
});

describe('loadSeed: a bad seed is refused with the file and the JSON path', () => {
  it('reports an unknown field, suggesting the field it resembles', async () => {
    const errors = await errorsOf(
      withRestaurant((r) => {
        const item = firstItem(r);
        item.pirce = item.price;
        delete item.price;
      }),
    );
    expect(errors).toEqual([
      'restaurants/1001.json: $.menu[0].items[0].pirce: unknown field (did you mean "price"?)',
      'restaurants/1001.json: $.menu[0].items[0].price: missing; expected an integer number of won',
    ]);
  });

  it('reports a value of the wrong type', async () => {
    const errors = await errorsOf(
      withRestaurant((r) => {
        firstItem(r).price = '18000';
      }),
    );
    expect(errors).toEqual([
      'restaurants/1001.json: $.menu[0].items[0].price: expected an integer number of won, got "18000"',
    ]);
  });

  it('reports an id that differs from the file name, and a file name that is not an id', async () => {
    const errors = await errorsOf({
      ...minimalSeed(),
      'restaurants/1001.json': minimalRestaurant(1002),
      'restaurants/0123.json': minimalRestaurant(123),
    });
    expect(errors).toEqual([
      'restaurants/0123.json: expected a file named <id>.json, the id a positive integer whose first digit is 1-9',
      'restaurants/1001.json: $.id: expected 1001 as the file name says, got 1002',
    ]);
  });

  it('reports a JSON syntax error with its line and column', async () => {
    const errors = await errorsOf({
      ...minimalSeed(),
      'coupons.json': '[\n  { "code": "A1", "amount": 1000 }\n  { "code": "B2" }\n]',
    });
    expect(errors).toEqual([
      "coupons.json: line 3, column 3: invalid JSON: expected ',' or ']' after a list item, got '{'",
    ]);
  });

  it('reports a missing required file and directory', async () => {
    const { 'districts.json': _districts, 'restaurants/1001.json': _restaurant, ...rest } = minimalSeed();
    expect(await errorsOf(rest)).toEqual([
      'restaurants/: missing required directory',
      'districts.json: missing required file',
    ]);
  });

  it('reports an image that is not under images/', async () => {
    const errors = await errorsOf(
      withRestaurant((r) => {
        r.introduction_by_owner = { introduction_text: '', images: ['images/nope.svg'] };
      }),
    );
    expect(errors).toEqual([
      'restaurants/1001.json: $.introduction_by_owner.images[0]: no image file images/nope.svg in the seed directory',
    ]);
  });

  it('reports an unknown seed file, suggesting the one it resembles', async () => {
    const errors = await errorsOf({ ...minimalSeed(), 'coupon.json': [] });
    expect(errors).toEqual(['coupon.json: unknown seed file (did you mean coupons.json?)']);
  });

  it('reports every error across all files, not just the first', async () => {
    const errors = await errorsOf({
      ...withRestaurant((r) => {
        r.serving_type = 'delivery';
        r.categories = ['치킨', '통닭'];
        r.payment_methods = ['online', 'paypal'];
        r.discount_from = '2026-11-01T00:00:00';
      }),
      'coupons.json': [
        { code: 'WELCOME3000', amount: 3000 },
        { code: 'welcome3000', amount: 0 },
      ],
      'users.json': [
        { customer_id: 900001, account_origin: 'email', email: 'minji@example.com', nickname: '민지' },
      ],
    });
    expect(errors).toEqual([
      'restaurants/1001.json: $.serving_type: expected "vd" or "od", got "delivery"',
      `restaurants/1001.json: $.categories[1]: expected one of the 12 category names (${CATEGORY_NAMES.join(', ')}), got "통닭"`,
      'restaurants/1001.json: $.payment_methods[1]: expected "online" or "creditcard" or "cash", got "paypal"',
      'restaurants/1001.json: $.discount_from: expected an ISO 8601 time with an offset (e.g. 2026-11-21T12:00:00+09:00), got "2026-11-01T00:00:00" without one',
      'coupons.json: $[1].amount: expected a positive integer number of won, got 0',
      'users.json: $[0].password: missing; an e-mail member needs a password',
    ]);
  });

  it('reports duplicates found after decoding: coupon codes ignoring case, menu item ids', async () => {
    const errors = await errorsOf({
      ...withRestaurant((r) => {
        const menu = r.menu as { items: unknown[] }[];
        menu[0]?.items.push(structuredClone(firstItem(r)));
      }),
      'coupons.json': [
        { code: 'WELCOME3000', amount: 3000 },
        { code: 'welcome3000', amount: 1000 },
      ],
    });
    expect(errors).toEqual([
      'restaurants/1001.json: $.menu[0].items[1].id: duplicate menu item id 1001001 (first at $.menu[0].items[0].id)',
      'coupons.json: $[1].code: duplicate coupon code (ignoring case) "WELCOME3000" (first at $[0].code)',
    ]);
  });

  it('requires an ms_type "disposable" category for has_disposable_menu', async () => {
    const errors = await errorsOf(
      withRestaurant((r) => {
        r.has_disposable_menu = true;
      }),
    );
    expect(errors).toEqual([
      'restaurants/1001.json: $.has_disposable_menu: true, but no menu category has ms_type "disposable" to hold the required disposable item',
    ]);
  });

  it('refuses a path that is not a directory', async () => {
    const dir = await writeSeed(minimalSeed());
    const result = await loadSeed(join(dir, 'districts.json'));
    expect(isRight(result)).toBe(false);
    expect(isLeft(result) && result.left.map(formatSeedError)).toEqual([
      `.: no seed directory at ${join(dir, 'districts.json')}`,
    ]);
  });

  it('refuses a directory where a restaurant file belongs', async () => {
    const dir = await writeSeed(minimalSeed());
    await mkdir(join(dir, 'restaurants', 'drafts'));
    const result = await loadSeed(dir);
    expect(isLeft(result) && result.left.map(formatSeedError)).toEqual([
      'restaurants/drafts: expected a restaurant file <id>.json',
    ]);
  });

  it('refuses a link that leads nowhere', async () => {
    const dir = await writeSeed(minimalSeed());
    await symlink(join(dir, 'missing.json'), join(dir, 'restaurants', '1002.json'));
    const result = await loadSeed(dir);
    expect(isLeft(result) && result.left.map(formatSeedError)).toEqual([
      'restaurants/1002.json: cannot read the file (ENOENT)',
    ]);
  });
});
