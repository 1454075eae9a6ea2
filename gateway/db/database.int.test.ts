import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { migrations } from './migrations.ts';

const targets: [string, () => string][] = [['PGlite in memory', () => 'memory']];
if (process.env.DATABASE_URL) targets.push(['a PostgreSQL server', () => process.env.DATABASE_URL ?? '']);

describe.each(targets)('the database on %s', (_name, target) => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('migrates once and rolls back a failed transaction', async () => {
    const db = await openDatabase(target());
    opened.push(db);
    await db.query('DROP SCHEMA public CASCADE');
    await db.query('CREATE SCHEMA public');
    expect(await migrate(db)).toEqual(migrations.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO seed_meta VALUES ('k', 'v')");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query('SELECT * FROM seed_meta')).toEqual([]);
  });
});

describe('an embedded data directory', () => {
  it('keeps its data across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-db-'));
    try {
      const first = await openDatabase(dir);
      await migrate(first);
      await first.query("INSERT INTO seed_meta VALUES ('seed', 'abc')");
      await first.close();
      const second = await openDatabase(dir);
      expect(await migrate(second)).toEqual([]);
      expect(await second.query('SELECT value FROM seed_meta')).toEqual([{ value: 'abc' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is created with its missing parents, as `.jumun/db` on a fresh clone', async () => {
    // given a data directory whose parent does not exist yet
    const dir = mkdtempSync(join(tmpdir(), 'jumun-db-'));
    const target = join(dir, '.jumun', 'db');
    try {
      // when the database opens on it
      const db = await openDatabase(target);
      // then it answers queries, and the directory holds its files
      expect(await db.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
      await db.close();
      expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
