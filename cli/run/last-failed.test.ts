import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  lastFailedOf,
  readLastRun,
  recordName,
  recordRun,
  updatedLastRun,
  writeLastRun,
} from './last-failed.ts';

const cwd = '/project';

describe('the last run record', () => {
  it('names scripts relative to the folder, with /, whatever way they were given', () => {
    expect(recordName('./scripts/a.jsonl', cwd)).toBe('scripts/a.jsonl');
    expect(recordName('/project/scripts/a.jsonl', cwd)).toBe('scripts/a.jsonl');
    expect(recordName('scripts//a.jsonl', cwd)).toBe('scripts/a.jsonl');
  });

  it('takes this run’s word on the scripts it ran and keeps the last one’s on the rest', () => {
    const previous = { version: 1 as const, failed: ['a.jsonl', 'b.jsonl'], notRun: ['c.jsonl'] };
    const next = updatedLastRun(
      previous,
      { ran: ['a.jsonl', 'c.jsonl', 'd.jsonl'], failed: ['d.jsonl'], notRun: [] },
      cwd,
    );
    expect(next).toEqual({ version: 1, failed: ['b.jsonl', 'd.jsonl'], notRun: [] });
  });

  it('selects the failed and the not run among the given scripts', () => {
    const lastRun = { version: 1 as const, failed: ['s/a.jsonl'], notRun: ['s/c.jsonl'] };
    expect(lastFailedOf(['s/a.jsonl', 's/b.jsonl', './s/c.jsonl'], lastRun, (f) => f, cwd)).toEqual([
      's/a.jsonl',
      './s/c.jsonl',
    ]);
  });

  it('is written under .jumun/ (made when missing) and read back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-last-'));
    expect(await readLastRun(dir)).toEqual({ ok: true, lastRun: null });
    await writeLastRun({ ran: ['s/a.jsonl', 's/b.jsonl'], failed: ['s/a.jsonl'], notRun: [] }, dir);
    expect(JSON.parse(readFileSync(join(dir, '.jumun', 'last-run.json'), 'utf8')).failed).toEqual([
      's/a.jsonl',
    ]);
    expect(await readLastRun(dir)).toEqual({
      ok: true,
      lastRun: { version: 1, failed: ['s/a.jsonl'], notRun: [] },
    });
  });

  it('records a run by how each script ended, or says why it could not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-last-'));
    const step = (ok: boolean, skipped?: boolean) => ({ ok, ...(skipped ? { skipped } : {}) });
    const runs = [
      { file: 's/pass.jsonl', results: [step(true)] },
      { file: 's/fail.jsonl', results: [step(true), step(false), step(false, true)] },
      { file: 's/bailed.jsonl', notRun: 'bail', results: [step(false, true)] },
    ];
    expect(await recordRun(runs, dir)).toBeNull();
    expect(await readLastRun(dir)).toEqual({
      ok: true,
      lastRun: { version: 1, failed: ['s/fail.jsonl'], notRun: ['s/bailed.jsonl'] },
    });
    // .jumun is a file here: the record cannot be written, and the answer says why
    const blocked = mkdtempSync(join(tmpdir(), 'jumun-last-'));
    writeFileSync(join(blocked, '.jumun'), '');
    expect(await recordRun(runs, blocked)).toMatch(/EEXIST|ENOTDIR/);
  });

  it('says what is wrong with a record it cannot read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jumun-last-'));
    mkdirSync(join(dir, '.jumun'));
    writeFileSync(join(dir, '.jumun', 'last-run.json'), '{"version":1,"failed":"a"');
    const broken = await readLastRun(dir);
    expect(broken.ok === false && broken.message).toMatch(/^\.jumun\/last-run\.json: not JSON/);
    writeFileSync(join(dir, '.jumun', 'last-run.json'), '{"version":2,"failed":[],"notRun":[]}');
    const wrong = await readLastRun(dir);
    expect(wrong.ok === false && wrong.message).toContain('.jumun/last-run.json: ');
  });
});
