// restaurants/: one file per restaurant, named by its id (restaurants/1001.json has id 1001).

import { join } from 'node:path';
import { type Either, isLeft, left, right } from 'fp-ts/Either';
import { decodeSeedFile } from './decode-seed-file.ts';
import { checkRestaurant } from './restaurant-checks.ts';
import { RestaurantFile } from './restaurant-file.ts';
import { isFileLike, listDir, readText } from './seed-dir.ts';
import type { FieldError, SeedError } from './seed-error.ts';

export interface LoadedRestaurant {
  readonly file: string;
  readonly restaurant: RestaurantFile;
}

const FILE_NAME = /^([1-9][0-9]*)\.json$/;

function checkFileName(idInName: number) {
  return (restaurant: RestaurantFile): FieldError[] => [
    ...(restaurant.id === idInName
      ? []
      : [{ path: '$.id', message: `expected ${idInName} as the file name says, got ${restaurant.id}` }]),
    ...checkRestaurant(restaurant),
  ];
}

async function loadOne(dir: string, name: string): Promise<Either<SeedError[], LoadedRestaurant>> {
  const file = `restaurants/${name}`;
  const id = Number(FILE_NAME.exec(name)?.[1]);
  if (!Number.isSafeInteger(id)) {
    return left([
      {
        file,
        message: 'expected a file named <id>.json, the id a positive integer whose first digit is 1-9',
      },
    ]);
  }
  const text = await readText(dir, file);
  if (isLeft(text)) return text;
  const decoded = decodeSeedFile(file, text.right, RestaurantFile, checkFileName(id));
  return isLeft(decoded) ? decoded : right({ file, restaurant: decoded.right });
}

/** Every restaurant file, ordered by id; a missing directory is reported by the layout check. */
export async function loadRestaurants(
  dir: string,
): Promise<{ loaded: LoadedRestaurant[]; errors: SeedError[] }> {
  const entries = await listDir(join(dir, 'restaurants'));
  const errors: SeedError[] = [];
  const loaded: LoadedRestaurant[] = [];
  const names: string[] = [];
  for (const entry of entries ?? []) {
    if (entry.name.startsWith('.')) continue;
    if (isFileLike(entry)) names.push(entry.name);
    else errors.push({ file: `restaurants/${entry.name}`, message: 'expected a restaurant file <id>.json' });
  }
  names.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10) || a.localeCompare(b));
  for (const result of await Promise.all(names.map((name) => loadOne(dir, name)))) {
    if (isLeft(result)) errors.push(...result.left);
    else loaded.push(result.right);
  }
  errors.push(...duplicateRestaurantIds(loaded));
  return { loaded, errors };
}

/** File names are unique and must equal the ids, so this only fires through a bug; kept as a guard. */
export function duplicateRestaurantIds(loaded: readonly LoadedRestaurant[]): SeedError[] {
  const first = new Map<number, string>();
  const errors: SeedError[] = [];
  for (const { file, restaurant } of loaded) {
    const earlier = first.get(restaurant.id);
    if (earlier === undefined) first.set(restaurant.id, file);
    else
      errors.push({
        file,
        path: '$.id',
        message: `duplicate restaurant id ${restaurant.id} (also in ${earlier})`,
      });
  }
  return errors;
}
