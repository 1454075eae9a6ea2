// The seed loader's decoding half: a seed directory (SEED-FORMAT.md) → a decoded Seed, or every
// problem found across all its files, each with its file and JSON path (or line and column).
import { type Either, isLeft, left, right } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { BannersFile } from './banners-file.ts';
import { BlocklistFile, checkBlocklist } from './blocklist-file.ts';
import { CouponsFile, checkCoupons } from './coupons-file.ts';
import { decodeSeedFile } from './decode-seed-file.ts';
import { checkDistricts, DistrictsFile } from './districts-file.ts';
import { duplicateField } from './duplicates.ts';
import { EventsFile } from './events-file.ts';
import { FaqFile } from './faq-file.ts';
import { bannerImageRefs, missingImages, restaurantImageRefs } from './image-refs.ts';
import { loadRestaurants } from './load-restaurants.ts';
import { NoticesFile } from './notices-file.ts';
import { PollFile } from './poll-file.ts';
import type { Seed } from './seed.ts';
import { checkLayout, hasFile, listDir, listImages, type OptionalFile, readText } from './seed-dir.ts';
import type { FieldError, SeedError } from './seed-error.ts';
import { DEFAULT_SERVICE, ServiceFile } from './service-file.ts';
import { checkUsers, UsersFile } from './users-file.ts';

export type { Seed } from './seed.ts';
export { formatSeedError, type SeedError } from './seed-error.ts';

export async function loadSeed(dir: string): Promise<Either<SeedError[], Seed>> {
  const entries = await listDir(dir);
  if (entries === undefined) return left([{ file: '.', message: `no seed directory at ${dir}` }]);
  const errors: SeedError[] = checkLayout(entries);

  const read = async <A>(
    file: 'districts.json' | OptionalFile,
    codec: t.Type<A, unknown, unknown>,
    fallback: A,
    check?: (value: A) => readonly FieldError[],
  ): Promise<A> => {
    if (!hasFile(entries, file)) return fallback; // a missing required file is a layout error
    const text = await readText(dir, file);
    const decoded = isLeft(text) ? text : decodeSeedFile(file, text.right, codec, check);
    if (isLeft(decoded)) {
      errors.push(...decoded.left);
      return fallback;
    }
    return decoded.right;
  };

  const [restaurants, images] = await Promise.all([loadRestaurants(dir), listImages(dir)]);
  errors.push(...restaurants.errors);
  const seed: Seed = {
    restaurants: restaurants.loaded.map(({ restaurant }) => restaurant),
    districts: await read('districts.json', DistrictsFile, [], checkDistricts),
    coupons: await read('coupons.json', CouponsFile, [], checkCoupons),
    users: await read('users.json', UsersFile, [], checkUsers),
    blocklist: await read('blocklist.json', BlocklistFile, [], checkBlocklist),
    notices: await read('notices.json', NoticesFile, [], (n) => duplicateField(n, 'id', 'notice id')),
    faq: await read('faq.json', FaqFile, [], (f) => duplicateField(f, 'id', 'FAQ id')),
    banners: await read('banners.json', BannersFile, []),
    events: await read('events.json', EventsFile, [], (e) => duplicateField(e, 'id', 'event id')),
    poll: await read('poll.json', PollFile, [], (p) => duplicateField(p, 'number', 'poll choice number')),
    service: await read('service.json', ServiceFile, DEFAULT_SERVICE),
  };

  const refs = [
    ...restaurants.loaded.flatMap(({ file, restaurant }) => restaurantImageRefs(file, restaurant)),
    ...bannerImageRefs('banners.json', seed.banners),
  ];
  errors.push(...missingImages(refs, images));
  return errors.length > 0 ? left(errors) : right(seed);
}
