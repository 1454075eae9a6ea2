// File-system reading for the seed loader: directory listings and file texts, with the
// layout rules of a seed directory (which entries may be there, which must).

import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Either, left, right } from 'fp-ts/Either';
import { closestName } from '../../domain/closest-name.ts';
import type { SeedError } from './seed-error.ts';

export const OPTIONAL_FILES = [
  'coupons.json',
  'users.json',
  'blocklist.json',
  'notices.json',
  'faq.json',
  'banners.json',
  'events.json',
  'poll.json',
  'service.json',
] as const;
export type OptionalFile = (typeof OPTIONAL_FILES)[number];

const FILES = new Set<string>(['districts.json', ...OPTIONAL_FILES]);
const DIRECTORIES = new Set(['restaurants', 'images']);
const KNOWN = [...DIRECTORIES].map((d) => `${d}/`).concat([...FILES]);

/** Dot files (editor and OS droppings) and READMEs may sit beside the seed files. */
const isIgnored = (name: string): boolean => name.startsWith('.') || /^readme/i.test(name);

/** The entries of a directory, or undefined when it does not exist or is not a directory. */
export async function listDir(dir: string): Promise<Dirent[] | undefined> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}

/** A file's text, or the seed error saying why it cannot be read (a dangling link, a directory). */
export async function readText(dir: string, file: string): Promise<Either<SeedError[], string>> {
  try {
    return right(await readFile(join(dir, file), 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    return left([{ file, message: `cannot read the file (${code})` }]);
  }
}

/** A file or a link (which may point to one; reading tells). */
export const isFileLike = (entry: Dirent): boolean => entry.isFile() || entry.isSymbolicLink();

/** The layout problems of the top level: unknown entries, files where directories belong. */
export function checkLayout(entries: readonly Dirent[]): SeedError[] {
  const errors: SeedError[] = [];
  const names = new Set(entries.map((e) => e.name));
  for (const entry of entries) {
    if (isIgnored(entry.name)) continue;
    if (DIRECTORIES.has(entry.name)) {
      if (!entry.isDirectory() && !entry.isSymbolicLink()) {
        errors.push({ file: entry.name, message: 'expected a directory, got a file' });
      }
    } else if (FILES.has(entry.name)) {
      if (!isFileLike(entry)) errors.push({ file: entry.name, message: 'expected a file' });
    } else {
      const near = closestName(entry.name, KNOWN);
      const hint = near === undefined ? `expected one of ${KNOWN.join(', ')}` : `did you mean ${near}?`;
      errors.push({ file: entry.name, message: `unknown seed file (${hint})` });
    }
  }
  if (!names.has('restaurants')) errors.push({ file: 'restaurants/', message: 'missing required directory' });
  if (!names.has('districts.json')) errors.push({ file: 'districts.json', message: 'missing required file' });
  return errors;
}

export const hasFile = (entries: readonly Dirent[], name: string): boolean =>
  entries.some((e) => e.name === name && isFileLike(e));

/** Every file under DIR/images/, as `images/…` paths with `/` separators. */
export async function listImages(dir: string): Promise<Set<string>> {
  const found = new Set<string>();
  const walk = async (relative: string): Promise<void> => {
    for (const entry of (await listDir(join(dir, relative))) ?? []) {
      const path = `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.add(path);
    }
  };
  await walk('images');
  return found;
}
