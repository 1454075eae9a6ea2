// What journeys draw from: the seed directory's restaurants (grouped by the neighbourhood of their
// address, the SetLocation a journey types), their menus with options and stock, its coupon
// codes and the first member who logs in by email. Read from the seed, not the gateway: the gateway has no list of coupons, and a seed is
// what QA brings to set a scenario up (the seed format QA is given). Only the fields drawn from are
// decoded; the gateway that serves the seed decodes all of it strictly.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as t from 'io-ts';
import { MenuCategory } from '../../contract/menu.ts';
import { errorPath } from '../../domain/codecs/report.ts';
import type { MenuItem } from '../../domain/menu/types.ts';

export interface WorldRestaurant {
  readonly id: number;
  readonly items: readonly MenuItem[];
}

/** A neighbourhood: the address a journey sets and the restaurants seeded in it. */
export interface Place {
  readonly address: string;
  readonly restaurants: readonly WorldRestaurant[];
}

export interface World {
  readonly places: readonly Place[];
  readonly coupons: readonly string[];
  /** A member of the seed who logs in with an email and password (null: journeys stay guests). */
  readonly member: { readonly email: string; readonly password: string } | null;
}

const RestaurantFile = t.type({ id: t.number, address: t.string, menu: t.array(MenuCategory) });
const CouponsFile = t.array(t.type({ code: t.string }));
const UsersFile = t.array(
  t.intersection([t.type({ account_origin: t.string }), t.partial({ email: t.string, password: t.string })]),
);

/** `서울 강남구 역삼동 823-1` → `서울 강남구 역삼동`: the neighbourhood the geocoder knows. */
export function neighbourhood(address: string): string {
  return address.trim().split(/\s+/).slice(0, 3).join(' ');
}

/** The file decoded; `missing` when it is not there (an optional file); else why not, naming it. */
async function decodeFile<A, M>(
  file: string,
  codec: t.Decoder<unknown, A>,
  missing: M,
): Promise<A | M | string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return missing;
    return `${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const decoded = codec.decode(json);
  if (decoded._tag === 'Right') return decoded.right;
  const [first] = decoded.left;
  return `${file}: ${first === undefined ? 'not valid' : `${errorPath(first.context)}: not as the seed format has it`}`;
}

/** The world of a seed directory, or why it cannot be read (naming the file and the field). */
export async function readWorld(dir: string): Promise<World | string> {
  let names: string[];
  try {
    names = (await readdir(join(dir, 'restaurants'))).filter((n) => n.endsWith('.json')).sort();
  } catch (error) {
    return `--seed-dir ${dir}: ${error instanceof Error ? error.message : String(error)}`;
  }
  const byPlace = new Map<string, WorldRestaurant[]>();
  for (const name of names) {
    const file = join(dir, 'restaurants', name);
    const r = await decodeFile(file, RestaurantFile, `${file}: not found`);
    if (typeof r === 'string') return r;
    const items = r.menu.flatMap((c) => c.items);
    const place = neighbourhood(r.address);
    byPlace.set(place, [...(byPlace.get(place) ?? []), { id: r.id, items }]);
  }
  if (byPlace.size === 0) return `--seed-dir ${dir}: no restaurants/*.json to order from`;
  // coupons.json is optional in a seed: without one, journeys type no codes.
  const codes = await decodeFile(join(dir, 'coupons.json'), CouponsFile, []);
  if (typeof codes === 'string') return codes;
  const users = await decodeFile(join(dir, 'users.json'), UsersFile, []);
  if (typeof users === 'string') return users;
  const member = users.find(
    (u) => u.account_origin === 'email' && u.email !== undefined && u.password !== undefined,
  );
  return {
    places: [...byPlace].map(([address, restaurants]) => ({ address, restaurants })),
    coupons: codes.map((c) => c.code),
    member:
      member?.email === undefined || member.password === undefined
        ? null
        : { email: member.email, password: member.password },
  };
}
