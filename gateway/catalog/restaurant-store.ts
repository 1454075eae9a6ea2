// Reading the catalogue as import-seed.ts stored it: `doc` is the restaurant file without menu,
// reviews and delivery radius (our own rows, so they are read without decoding again).
import type { Sql } from '../db/database.ts';
import type { MenuCategory } from '../seed/menu-codec.ts';
import type { RestaurantFile } from '../seed/restaurant-file.ts';

export type RestaurantDoc = Omit<RestaurantFile, 'menu' | 'reviews' | 'delivery_radius_m'>;

export interface StoredRestaurant {
  readonly doc: RestaurantDoc;
  readonly radiusM: number;
}

export interface StoredRestaurantWithMenu extends StoredRestaurant {
  readonly menu: readonly MenuCategory[];
}

interface Row {
  readonly doc: RestaurantDoc;
  readonly radius_m: number;
}

const toStored = (row: Row): StoredRestaurant => ({ doc: row.doc, radiusM: Number(row.radius_m) });

export async function findRestaurant(db: Sql, id: number): Promise<StoredRestaurant | null> {
  const rows = await db.query<Row>(
    'SELECT doc, delivery_radius_m AS radius_m FROM restaurants WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row === undefined ? null : toStored(row);
}

/** Every restaurant, or those listing `category`, by id; retired ones (import-seed.ts) are not listed. */
export async function listRestaurants(db: Sql, category: string | null): Promise<StoredRestaurant[]> {
  const rows =
    category === null
      ? await db.query<Row>(
          'SELECT doc, delivery_radius_m AS radius_m FROM restaurants WHERE retired_at IS NULL ORDER BY id',
        )
      : await db.query<Row>(
          'SELECT doc, delivery_radius_m AS radius_m FROM restaurants WHERE retired_at IS NULL AND $1::text = ANY(categories) ORDER BY id',
          [category],
        );
  return rows.map(toStored);
}

export async function listRestaurantsWithMenus(
  db: Sql,
  category: string | null,
): Promise<StoredRestaurantWithMenu[]> {
  type MenuRow = Row & { readonly menu: readonly MenuCategory[] };
  const rows =
    category === null
      ? await db.query<MenuRow>(
          'SELECT doc, delivery_radius_m AS radius_m, menu FROM restaurants WHERE retired_at IS NULL ORDER BY id',
        )
      : await db.query<MenuRow>(
          'SELECT doc, delivery_radius_m AS radius_m, menu FROM restaurants WHERE retired_at IS NULL AND $1::text = ANY(categories) ORDER BY id',
          [category],
        );
  return rows.map((row) => ({ ...toStored(row), menu: row.menu }));
}

export async function findMenu(db: Sql, id: number): Promise<readonly MenuCategory[] | null> {
  const rows = await db.query<{ menu: readonly MenuCategory[] }>(
    'SELECT menu FROM restaurants WHERE id = $1',
    [id],
  );
  return rows[0]?.menu ?? null;
}

/** The live stock of a stock-managed restaurant's items (decremented by orders), by item id. */
export async function itemStock(db: Sql, restaurantId: number): Promise<ReadonlyMap<number, number>> {
  const rows = await db.query<{ item_id: string; amount: number }>(
    'SELECT item_id::text AS item_id, amount FROM stock WHERE restaurant_id = $1',
    [restaurantId],
  );
  return new Map(rows.map((r) => [Number(r.item_id), Number(r.amount)]));
}
