// Catalogue reads from memory (catalog-cache.ts): an ETag and a 304 on the list and the menu, the
// same bytes as the answer made afresh, and never a stale answer: a stock change (through this
// gateway, or another process on a shared PostgreSQL server) and a seed reload show at once.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSeed } from '../db/import-seed.ts';
import { splitStatements } from '../db/migrate.ts';
import { bcryptPool } from '../hashing/bcrypt-pool.ts';
import { matchesEtag } from '../http/serve-call.ts';
import { loadSeed } from '../seed/load-seed.ts';
import type { RunningGateway } from '../start.ts';
import { serverUrl, startTestGateway } from '../testing/test-gateway.ts';
import { GANGNAM, urlOf } from './testing/wire.ts';

const START_TIMEOUT_MS = 60_000;
/** 1003 manages its stock (fixtures/seed/restaurants/1003.json). */
const STOCKED = 1003;

async function get(url: URL, headers: Record<string, string> = {}) {
  const reply = await fetch(url, { headers });
  return { status: reply.status, etag: reply.headers.get('etag'), text: await reply.text(), reply };
}

const menuUrl = (g: RunningGateway, id: number) =>
  urlOf(g.url, 'restaurant.menu', { params: { restaurant_id: id } });
const listUrl = (g: RunningGateway) => urlOf(g.url, 'restaurant.list', { payload: GANGNAM });

interface WireItem {
  readonly id: number;
  readonly stock_amount?: number | null;
}
function stockOf(menuText: string, itemId: number): number | null | undefined {
  const menu = JSON.parse(menuText) as { items: WireItem[] }[];
  return menu.flatMap((c) => c.items).find((i) => i.id === itemId)?.stock_amount;
}

async function firstStockedItem(g: RunningGateway): Promise<{ itemId: number; amount: number }> {
  const rows = await g.db.query<{ item_id: string; amount: number }>(
    'SELECT item_id::text AS item_id, amount FROM stock WHERE restaurant_id = $1 ORDER BY item_id LIMIT 1',
    [STOCKED],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the seed has no stocked item for 1003');
  return { itemId: Number(row.item_id), amount: Number(row.amount) };
}

describe('catalogue reads from memory (PGlite)', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  }, START_TIMEOUT_MS);
  afterAll(() => gateway.close());

  it('answers the list and the menu with a strong ETag, and a 304 when the client has them', async () => {
    for (const url of [listUrl(gateway), menuUrl(gateway, 1001)]) {
      // given a first answer
      const first = await get(url);
      expect(first.status).toBe(200);
      expect(first.etag).toMatch(/^"[\w-]+"$/);
      expect(first.reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
      // when asked again, with and without the ETag
      const again = await get(url);
      const revalidated = await get(url, { 'if-none-match': String(first.etag) });
      // then the same bytes, and a 304 without a body
      expect(again.text).toBe(first.text);
      expect(again.etag).toBe(first.etag);
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect((await get(url, { 'if-none-match': '"other"' })).status).toBe(200);
    }
  });

  it('serves the bytes JSON.stringify makes of the answer (what fastify sent before the cache)', async () => {
    const menu = await get(menuUrl(gateway, 1001));
    expect(menu.text).toBe(JSON.stringify(JSON.parse(menu.text)));
  });

  it('shows a stock change at once, and keeps serving from memory while nothing changes', async () => {
    // given a cached menu of a stock-managed restaurant
    const { itemId, amount } = await firstStockedItem(gateway);
    const before = await get(menuUrl(gateway, STOCKED));
    expect(stockOf(before.text, itemId)).toBe(amount);
    // when an order takes one (the statement stock-levels.ts runs)
    await gateway.db.transaction((tx) =>
      tx.query('UPDATE stock SET amount = amount - 1 WHERE restaurant_id = $1 AND item_id = $2', [
        STOCKED,
        itemId,
      ]),
    );
    // then the very next read shows it, with a new ETag; the old one no longer gets a 304
    const after = await get(menuUrl(gateway, STOCKED), { 'if-none-match': String(before.etag) });
    expect(after.status).toBe(200);
    expect(stockOf(after.text, itemId)).toBe(amount - 1);
    expect(after.etag).not.toBe(before.etag);
  });

  it('does not change the version for a write that touches no catalogue table', async () => {
    const version = async () =>
      (await gateway.db.query<{ version: string }>('SELECT version::text FROM catalog_version'))[0]?.version;
    const before = await version();
    await gateway.db.query("UPDATE seed_meta SET value = value WHERE key = 'seed_hash'");
    expect(await version()).toBe(before);
  });

  it(
    'shows a seed reload at once: a changed price and a restaurant gone',
    async () => {
      // given cached answers
      const seedDir = mkdtempSync(join(tmpdir(), 'jumun-cache-seed-'));
      try {
        cpSync('fixtures/seed', seedDir, { recursive: true });
        const listBefore = await get(listUrl(gateway));
        const menuBefore = await get(menuUrl(gateway, 1001));
        expect(listBefore.text).toContain('"id":1002');
        // when the seed is reloaded with 1002 gone and 1001's first item dearer
        rmSync(join(seedDir, 'restaurants', '1002.json'));
        const file = join(seedDir, 'restaurants', '1001.json');
        const r = JSON.parse(readFileSync(file, 'utf8')) as { menu: { items: { price: number }[] }[] };
        const item = r.menu[0]?.items[0];
        if (item === undefined) throw new Error('1001 has no first item');
        item.price = 77_700;
        writeFileSync(file, JSON.stringify(r));
        const seed = await loadSeed(seedDir);
        if (seed._tag === 'Left') throw new Error('the changed seed did not load');
        await importSeed(gateway.db, seed.right, 'changed', 4, new Date(), bcryptPool);
        // then the next reads answer the new catalogue
        const listAfter = await get(listUrl(gateway), { 'if-none-match': String(listBefore.etag) });
        expect(listAfter.status).toBe(200);
        expect(listAfter.text).not.toContain('"id":1002');
        const menuAfter = await get(menuUrl(gateway, 1001));
        expect(menuAfter.text).toContain('"price":77700');
        expect(menuBefore.text).not.toContain('"price":77700');
      } finally {
        rmSync(seedDir, { recursive: true, force: true });
      }
    },
    START_TIMEOUT_MS,
  );
});

describe.skipIf(serverUrl === null)('catalogue reads from memory (PostgreSQL server)', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ db: String(serverUrl) });
  }, START_TIMEOUT_MS);
  afterAll(() => gateway.close());

  it('shows a stock change made by another process at once', async () => {
    const { itemId, amount } = await firstStockedItem(gateway);
    const before = await get(menuUrl(gateway, STOCKED));
    expect(stockOf(before.text, itemId)).toBe(amount);
    // another gateway sharing the server: a connection of its own
    const other = new pg.Client({ connectionString: await databaseUrlOf(gateway) });
    await other.connect();
    try {
      await other.query('UPDATE stock SET amount = amount - 2 WHERE restaurant_id = $1 AND item_id = $2', [
        STOCKED,
        itemId,
      ]);
    } finally {
      await other.end();
    }
    expect(stockOf((await get(menuUrl(gateway, STOCKED))).text, itemId)).toBe(amount - 2);
  });
});

/** The URL of the fresh database the test gateway runs on. */
async function databaseUrlOf(gateway: RunningGateway): Promise<string> {
  const rows = await gateway.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(String(serverUrl));
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
}

describe('If-None-Match', () => {
  it('matches the ETag strong or weak, in a list, or *', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe('migration statements', () => {
  it('splits on semicolons outside dollar-quoted bodies', () => {
    const sql = `CREATE TABLE a (x int); -- a comment; with a semicolon
      CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE a SET x = 1; RETURN NULL; END $$;
      INSERT INTO a VALUES (1)`;
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE a SET x = 1; RETURN NULL; END $$',
      'INSERT INTO a VALUES (1)',
    ]);
  });
});
