// One image of a test gateway's in-memory database — the schema and a seed imported at a cost and a
// time — made once and kept in the system's temporary directory, so each test gateway starts from it
// instead of running PGlite's initdb, the migrations and the seed import: about 5 of the 6 seconds
// a test gateway took to start on a busy 2-core machine, paid by every test file that starts one.
// The image is named by everything that shapes it (the database code, the seed, the cost, the
// time, PGlite's version), so a change to any of them makes a new one; it is written under a
// temporary name and renamed, so test files starting together never read half of one.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { importSeed, seedHash } from '../db/import-seed.ts';
import { migrate } from '../db/migrate.ts';
import { withBcryptThreads } from '../hashing/bcrypt-pool.ts';
import { loadSeed } from '../seed/load-seed.ts';

const DIR = join(tmpdir(), 'jumun-test-db');
const DB_CODE = new URL('../db/', import.meta.url);

/** PGlite's version, from the package.json above its entry (the package exports no package.json). */
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

async function imageKey(seedDir: string, cost: number, at: number): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`${pgliteVersion()}\n${cost}\n${at}\n${await seedHash(seedDir)}\n`);
  const files = (await readdir(DB_CODE)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  for (const file of files) hash.update(readFileSync(new URL(file, DB_CODE)));
  return hash.digest('hex').slice(0, 24);
}

async function makeImage(seedDir: string, cost: number, at: number): Promise<Blob> {
  const seed = await loadSeed(seedDir);
  if (seed._tag === 'Left') throw new Error(`test database image: the seed in ${seedDir} does not load`);
  const db = await openDatabase('memory');
  try {
    await migrate(db);
    const hash = await seedHash(seedDir);
    await withBcryptThreads((passwords) => importSeed(db, seed.right, hash, cost, new Date(at), passwords));
    if (db.image === undefined) throw new Error('test database image: the database cannot make one');
    return await db.image();
  } finally {
    await db.close();
  }
}

/** Images of code long changed: any other not read for a day goes (each is some 30 MB). */
async function forgetOldImages(kept: string): Promise<void> {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(DIR)) {
    const file = join(DIR, name);
    if (file === kept) continue;
    const seen = await stat(file).catch(() => null);
    if (seen !== null && Math.max(seen.atimeMs, seen.mtimeMs) < dayAgo) await rm(file, { force: true });
  }
}

/** The image for this seed, cost and import time: read when made before, else made and kept. */
export async function databaseImage(seedDir: string, cost: number, at: number): Promise<Blob | undefined> {
  // Bundled into one file (the benchmarks), this module has no database code beside it to name the
  // image by: the gateway then makes its database itself.
  if (!existsSync(DB_CODE)) return undefined;
  const file = join(DIR, `${await imageKey(seedDir, cost, at)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const image = await makeImage(seedDir, cost, at);
    await mkdir(DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, new Uint8Array(await image.arrayBuffer()));
    await rename(partial, file);
    await forgetOldImages(file);
    return image;
  }
}
