// Writes a decoded seed into the database. Passwords and blocklist entries are bcrypt-hashed here
// (SEED-FORMAT: "plain passwords here; hashed when loaded"). A seed is loaded when the database has
// none or a different one (by content hash): the data of the previous seed goes with it, orders
// included, since they point at its restaurants.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import bcrypt from 'bcryptjs';
import type { Seed } from '../seed/seed.ts';
import type { Database, Sql } from './database.ts';

/** Everything but the migrations and the seed's own bookkeeping (the JWT secret stays). */
async function dataTables(tx: Sql): Promise<string[]> {
  const rows = await tx.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('schema_migrations', 'seed_meta')",
  );
  return rows.map((r) => `"${r.table_name}"`);
}

/** A hash of every file under the seed directory (names and contents). */
export async function seedHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  async function walk(path: string): Promise<void> {
    const entries = (await readdir(path, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) await walk(full);
      else
        hash
          .update(relative(dir, full))
          .update('\0')
          .update(await readFile(full))
          .update('\0');
    }
  }
  await walk(dir);
  return hash.digest('hex');
}

export async function currentSeedHash(db: Sql): Promise<string | null> {
  const rows = await db.query<{ value: string }>("SELECT value FROM seed_meta WHERE key = 'seed_hash'");
  return rows[0]?.value ?? null;
}

/** The canonical blocklist entry: the customer id and the phone's digits (spec 000 §5 "Blocked user"). */
export function blockEntry(customerId: string | number, phone: string): string {
  return `${customerId}:${phone.replace(/\D/g, '')}`;
}

export async function importSeed(
  db: Database,
  seed: Seed,
  hash: string,
  cost: number,
  now: Date,
): Promise<void> {
  const passwords = await Promise.all(
    seed.users.map((u) => (u.password === undefined ? Promise.resolve(null) : bcrypt.hash(u.password, cost))),
  );
  const blocked = await Promise.all(
    seed.blocklist.map((b) => bcrypt.hash(blockEntry(b.customer_id, b.phone), cost)),
  );

  await db.transaction(async (tx) => {
    await tx.query(`TRUNCATE ${(await dataTables(tx)).join(', ')}`);
    for (const file of seed.restaurants) {
      const { menu, reviews, lat, lng, delivery_radius_m, ...doc } = file;
      await tx.query(
        'INSERT INTO restaurants (id, name, lat, lng, delivery_radius_m, categories, doc, menu) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          file.id,
          file.name,
          lat,
          lng,
          delivery_radius_m,
          file.categories,
          JSON.stringify({ ...doc, lat, lng }),
          JSON.stringify(menu),
        ],
      );
      for (const review of reviews) {
        await tx.query(
          'INSERT INTO reviews (id, restaurant_id, created_at, has_photo, doc) VALUES ($1, $2, $3, $4, $5)',
          [review.id, file.id, review.created_at, review.review_images.length > 0, JSON.stringify(review)],
        );
      }
      if (file.stock_management) {
        const stocked = new Map<number, number>();
        for (const category of menu) {
          for (const item of category.items) {
            if (item.stock_amount !== null && item.stock_amount < 9999)
              stocked.set(item.id, item.stock_amount);
          }
        }
        for (const [itemId, amount] of stocked) {
          await tx.query('INSERT INTO stock (restaurant_id, item_id, amount) VALUES ($1, $2, $3)', [
            file.id,
            itemId,
            amount,
          ]);
        }
      }
    }
    for (const d of seed.districts) {
      await tx.query(
        'INSERT INTO districts (zipcode, dongmyun, lat, lng, doc) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [d.zipcode, d.dongmyun, d.lat, d.lng, JSON.stringify(d)],
      );
    }
    for (const c of seed.coupons) {
      await tx.query(
        'INSERT INTO coupons (code, amount, min_order_amount, payment, single_use, valid_until) VALUES ($1, $2, $3, $4, $5, $6)',
        [c.code, c.amount, c.min_order_amount, c.payment, c.single_use, c.valid_until],
      );
    }
    for (const [i, u] of seed.users.entries()) {
      await tx.query(
        'INSERT INTO members (customer_id, account_origin, email, password_hash, phone, nickname, state, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          String(u.customer_id),
          u.account_origin,
          u.email.toLowerCase(),
          passwords[i] ?? null,
          u.phone,
          u.nickname,
          u.state,
          now,
        ],
      );
    }
    for (const hashOfEntry of blocked)
      await tx.query('INSERT INTO blocklist (hash) VALUES ($1)', [hashOfEntry]);
    const content: [string, string, unknown][] = [
      ...seed.notices.map((n): [string, string, unknown] => ['notice', String(n.id), n]),
      ...seed.faq.map((f): [string, string, unknown] => ['faq', String(f.id), f]),
      ...seed.events.map((e): [string, string, unknown] => ['event', String(e.id), e]),
      ...seed.poll.map((p): [string, string, unknown] => ['poll', String(p.number), p]),
      ['banners', 'all', seed.banners],
      ['service', 'all', seed.service],
    ];
    for (const [kind, id, doc] of content) {
      await tx.query('INSERT INTO content (kind, id, doc) VALUES ($1, $2, $3)', [
        kind,
        id,
        JSON.stringify(doc),
      ]);
    }
    await tx.query(
      "INSERT INTO seed_meta (key, value) VALUES ('seed_hash', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
      [hash],
    );
  });
}
