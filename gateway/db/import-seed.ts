// Writes a decoded seed into the database. Passwords and blocklist entries are bcrypt-hashed here
// (SEED-FORMAT: "plain passwords here; hashed when loaded") by the hasher given: worker threads
// at a gateway's start (start.ts), so the event loop stays free meanwhile. A seed is loaded when the database has
// none or a different one (by content hash). A newer seed changes the catalogue and nothing else:
// orders, carts, customers (members included), coupon uses, SMS and verification state and the
// token key stay as they are. Catalogue rows are upserted; a restaurant missing from the seed is
// retired (kept, unlisted and closed: not orderable, still there for the orders that name it); a
// menu item or option missing from the seed is no longer on its menu, so no longer orderable,
// while every order keeps its own lines and options (order-store.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import bcrypt from 'bcryptjs';
import { isStocked } from '../../domain/menu/stock.ts';
import type { PasswordHasher } from '../hashing/password-hasher.ts';
import type { Seed } from '../seed/seed.ts';
import { blockEntry, writeBlocklist } from './blocklist-store.ts';
import type { Database, Sql } from './database.ts';

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

export async function importSeed(
  db: Database,
  seed: Seed,
  hash: string,
  cost: number,
  now: Date,
  passwords: PasswordHasher,
): Promise<void> {
  // Members already in the database keep their data (a customer is never rewritten by a seed):
  // only new ones are hashed and added.
  const known = new Set(
    (await db.query<{ customer_id: string }>('SELECT customer_id FROM members')).map((r) => r.customer_id),
  );
  const newUsers = seed.users.filter((u) => !known.has(String(u.customer_id)));
  const passwordHashes = await Promise.all(
    newUsers.map((u) =>
      u.password === undefined ? Promise.resolve(null) : passwords.hash(u.password, cost),
    ),
  );
  // The list is republished with a new salt shared by all its entries (blocklist-store.ts); drawing
  // a salt is random bytes, no bcrypt rounds.
  const blocklistSalt = bcrypt.genSaltSync(cost);
  const blocked = await Promise.all(
    seed.blocklist.map((b) => passwords.hash(blockEntry(b.customer_id, b.phone), blocklistSalt)),
  );

  await db.transaction(async (tx) => {
    await writeRestaurants(tx, seed.restaurants, now);
    await tx.query('DELETE FROM districts');
    for (const d of seed.districts) {
      await tx.query(
        'INSERT INTO districts (zipcode, dongmyun, lat, lng, doc) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [d.zipcode, d.dongmyun, d.lat, d.lng, JSON.stringify(d)],
      );
    }
    // Coupon uses and pending applications name codes and stay; a code gone from the seed no longer checks.
    await tx.query('DELETE FROM coupons WHERE code <> ALL($1::text[])', [seed.coupons.map((c) => c.code)]);
    for (const c of seed.coupons) {
      await tx.query(
        `INSERT INTO coupons (code, amount, min_order_amount, payment, single_use, valid_until) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (code) DO UPDATE SET amount = EXCLUDED.amount, min_order_amount = EXCLUDED.min_order_amount,
           payment = EXCLUDED.payment, single_use = EXCLUDED.single_use, valid_until = EXCLUDED.valid_until`,
        [c.code, c.amount, c.min_order_amount, c.payment, c.single_use, c.valid_until],
      );
    }
    for (const [i, u] of newUsers.entries()) {
      // an e-mail taken meanwhile by a member who joined through the gateway stays theirs
      await tx.query(
        'INSERT INTO members (customer_id, account_origin, email, password_hash, phone, nickname, state, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING',
        [
          String(u.customer_id),
          u.account_origin,
          u.email.toLowerCase(),
          passwordHashes[i] ?? null,
          u.phone,
          u.nickname,
          u.state,
          now,
        ],
      );
    }
    await writeBlocklist(tx, blocklistSalt, blocked);
    const content: [string, string, unknown][] = [
      ...seed.notices.map((n): [string, string, unknown] => ['notice', String(n.id), n]),
      ...seed.faq.map((f): [string, string, unknown] => ['faq', String(f.id), f]),
      ...seed.events.map((e): [string, string, unknown] => ['event', String(e.id), e]),
      ...seed.poll.map((p): [string, string, unknown] => ['poll', String(p.number), p]),
      ['banners', 'all', seed.banners],
      ['service', 'all', seed.service],
    ];
    await tx.query('DELETE FROM content');
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

type SeedRestaurant = Seed['restaurants'][number];

/**
 * Upserts the seed's restaurants with their reviews and stock, and retires the ones it no longer
 * has: closed (`open` false, so ordering refuses them with the closed text) and left out of the
 * lists; a later seed that has them again brings them back.
 */
async function writeRestaurants(tx: Sql, restaurants: readonly SeedRestaurant[], now: Date): Promise<void> {
  const ids = restaurants.map((r) => r.id);
  await tx.query(
    `UPDATE restaurants SET retired_at = $2, doc = doc || '{"open": false}'::jsonb
     WHERE id <> ALL($1::bigint[]) AND retired_at IS NULL`,
    [ids, now],
  );
  for (const file of restaurants) {
    const { menu, reviews, lat, lng, delivery_radius_m, ...doc } = file;
    await tx.query(
      `INSERT INTO restaurants (id, name, lat, lng, delivery_radius_m, categories, doc, menu) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
         delivery_radius_m = EXCLUDED.delivery_radius_m, categories = EXCLUDED.categories, doc = EXCLUDED.doc,
         menu = EXCLUDED.menu, retired_at = NULL`,
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
    await tx.query('DELETE FROM reviews WHERE restaurant_id = $1 AND id <> ALL($2::bigint[])', [
      file.id,
      reviews.map((r) => r.id),
    ]);
    for (const review of reviews) {
      await tx.query(
        `INSERT INTO reviews (id, restaurant_id, created_at, has_photo, doc) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET restaurant_id = EXCLUDED.restaurant_id, created_at = EXCLUDED.created_at,
           has_photo = EXCLUDED.has_photo, doc = EXCLUDED.doc`,
        [review.id, file.id, review.created_at, review.review_images.length > 0, JSON.stringify(review)],
      );
    }
    await writeStock(tx, file);
  }
}

/**
 * The stock rows of one restaurant: a row per stocked item (options get theirs when first ordered,
 * stock-levels.ts). The live amount, which orders take, is kept unless the seed's figure changed;
 * rows of what is no longer stocked go.
 */
async function writeStock(tx: Sql, file: SeedRestaurant): Promise<void> {
  const items = new Map<number, number>();
  const options = new Map<number, number>();
  if (file.stock_management) {
    for (const category of file.menu) {
      for (const item of category.items) {
        if (isStocked(item.stock_amount)) items.set(item.id, item.stock_amount);
        for (const group of item.subchoices)
          for (const option of group.subchoices)
            if (isStocked(option.stock_amount)) options.set(option.id, option.stock_amount);
      }
    }
  }
  const figures = new Map([...options, ...items]);
  await tx.query('DELETE FROM stock WHERE restaurant_id = $1 AND item_id <> ALL($2::bigint[])', [
    file.id,
    [...figures.keys()],
  ]);
  // A row of unknown origin (null) keeps its amount; one from another figure starts again.
  const keepOrReset = `amount = CASE WHEN stock.seeded_amount IS NULL OR stock.seeded_amount = EXCLUDED.seeded_amount
    THEN stock.amount ELSE EXCLUDED.amount END, seeded_amount = EXCLUDED.seeded_amount`;
  for (const [itemId, amount] of items) {
    await tx.query(
      `INSERT INTO stock (restaurant_id, item_id, amount, seeded_amount) VALUES ($1, $2, $3, $3)
       ON CONFLICT (restaurant_id, item_id) DO UPDATE SET ${keepOrReset}`,
      [file.id, itemId, amount],
    );
  }
  for (const [optionId, amount] of options) {
    if (items.has(optionId)) continue;
    await tx.query(
      `UPDATE stock SET amount = CASE WHEN seeded_amount IS NULL OR seeded_amount = $3 THEN amount ELSE $3 END,
         seeded_amount = $3 WHERE restaurant_id = $1 AND item_id = $2`,
      [file.id, optionId, amount],
    );
  }
}
