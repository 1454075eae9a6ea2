import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { temporaryDataDir } from './temporary-data-dir.ts';

/** Above Linux's largest pid (2^22): never a running process. */
const DEAD_PID = 4_194_305;

let parent = '';
afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('the data directory of --db memory', () => {
  it('is a new directory named for this process, gone once removed', async () => {
    parent = mkdtempSync(join(tmpdir(), 'jumun-temp-test-'));
    const dir = await temporaryDataDir(parent);
    expect(dir.path.startsWith(join(parent, `jumun-memory-db-${process.pid}-`))).toBe(true);
    expect(readdirSync(dir.path)).toEqual([]);
    await dir.remove();
    expect(existsSync(dir.path)).toBe(false);
  });

  it("removes a directory left by a process that ended, and keeps a running process's and other folders", async () => {
    parent = mkdtempSync(join(tmpdir(), 'jumun-temp-test-'));
    const stale = join(parent, `jumun-memory-db-${DEAD_PID}-abc123`);
    const running = join(parent, `jumun-memory-db-${process.ppid}-def456`);
    const other = join(parent, 'jumun-db-123-keep');
    for (const dir of [stale, running, other]) mkdirSync(join(dir, 'base'), { recursive: true });
    const dir = await temporaryDataDir(parent);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(other)).toBe(true);
    await dir.remove();
  });
});
