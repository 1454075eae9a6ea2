// Reading the catalogue for ordering: one restaurant with its menu, and the area code of a point.
import type { Sql } from '../../db/database.ts';
import type { Point, StoredRestaurant } from './restaurant-state.ts';

interface RestaurantRow {
  readonly doc: StoredRestaurant['doc'];
  readonly menu: StoredRestaurant['menu'];
  readonly delivery_radius_m: number;
}

/** Null for an unknown id. The documents were decoded from the seed before they were written. */
export async function loadRestaurant(sql: Sql, id: number): Promise<StoredRestaurant | null> {
  const [row] = await sql.query<RestaurantRow>(
    'SELECT doc, menu, delivery_radius_m FROM restaurants WHERE id = $1',
    [id],
  );
  return row === undefined ? null : { doc: row.doc, menu: row.menu, radiusM: Number(row.delivery_radius_m) };
}

/**
 * The cart's adm_code. Decision: the seed knows no administrative codes, so it is the zipcode of
 * the district nearest to the point (the area code the gateway does know); '' without districts.
 */
export async function admCodeNear(sql: Sql, point: Point): Promise<string> {
  const [row] = await sql.query<{ zipcode: string }>(
    'SELECT zipcode FROM districts ORDER BY (lat - $1) * (lat - $1) + (lng - $2) * (lng - $2), zipcode LIMIT 1',
    [point.lat, point.lng],
  );
  return row?.zipcode ?? '';
}
