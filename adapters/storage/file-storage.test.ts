import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type FileOps, fileStorage, nodeFileOps } from './file-storage.ts';
import type { StorageFailure } from './storage-failure.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jumun-file-storage-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('file storage (the CLI)', () => {
  it('survives a reopen, local and session alike (spec 001 §3 "Browser storage"; DESIGN "a file in the CLI")', () => {
    // given
    const path = join(tempDir(), 'nested', 'storage.json');
    const first = fileStorage(path);
    first.set('local', 'phone', '"01012345678"');
    first.set('session', 'events', '[]');
    // when
    const reopened = fileStorage(path);
    // then
    expect(reopened.get('local', 'phone')).toBe('"01012345678"');
    expect(reopened.get('session', 'events')).toBe('[]');
    // The first write makes the snapshot; the next ones go to its journal.
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      version: 1,
      local: { phone: '"01012345678"' },
      sessions: {},
      journal: expect.stringMatching(/^storage\.json\..*\.journal$/),
    });
  });

  it('gives each session id its own session area and shares local storage, like browser tabs (spec 001 §3 "Session: ... Local: ...")', () => {
    const path = join(tempDir(), 'storage.json');
    const a = fileStorage(path, { sessionId: 'run-a' });
    a.set('session', 'cart', 'A');
    a.set('local', 'maintain_login', 'true');
    const b = fileStorage(path, { sessionId: 'run-b' });
    expect(b.get('session', 'cart')).toBeNull();
    expect(b.get('local', 'maintain_login')).toBe('true');
  });

  it('keeps what another process wrote when it writes (spec 001 §3 "Browser storage")', () => {
    const path = join(tempDir(), 'storage.json');
    const one = fileStorage(path, { sessionId: 'one' });
    const two = fileStorage(path, { sessionId: 'two' });
    one.set('local', 'phone', 'P');
    two.set('local', 'saved_address', 'S');
    expect(fileStorage(path).get('local', 'phone')).toBe('P');
    expect(fileStorage(path).get('local', 'saved_address')).toBe('S');
  });

  it('ends a session like closing a tab, and can keep the session in memory only (spec 001 §3 "Session ... Local ...")', () => {
    const path = join(tempDir(), 'storage.json');
    const storage = fileStorage(path);
    storage.set('session', 'cart', 'C');
    storage.set('local', 'phone', 'P');
    storage.endSession();
    expect(fileStorage(path).get('session', 'cart')).toBeNull();
    expect(fileStorage(path).get('local', 'phone')).toBe('P');

    const oneShot = fileStorage(path, { sessionInMemory: true });
    oneShot.set('session', 'cart', 'M');
    expect(oneShot.get('session', 'cart')).toBe('M');
    expect(fileStorage(path, { sessionInMemory: true }).get('session', 'cart')).toBeNull();
  });

  it('never leaves a partial snapshot: a snapshot write that fails halfway keeps the old file and no temp file (decision: temp + rename)', () => {
    // given
    const dir = tempDir();
    const path = join(dir, 'storage.json');
    const failures: StorageFailure[] = [];
    const halfWrite: FileOps = {
      ...nodeFileOps,
      writeFile: (target, text) => {
        writeFileSync(target, text.slice(0, text.length / 2));
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    };
    // (a corrupt snapshot is replaced by the next write, so this write writes a snapshot)
    writeFileSync(path, '{"version":1,"local":');
    const storage = fileStorage(path, { fileOps: halfWrite, onFailure: (f) => failures.push(f) });
    // when
    expect(() => storage.set('local', 'phone', 'NEW')).not.toThrow();
    // then
    expect(readFileSync(path, 'utf8')).toBe('{"version":1,"local":');
    expect(readdirSync(dir)).toEqual(['storage.json']);
    expect(failures).toEqual([
      expect.objectContaining({ kind: 'corrupt' }),
      expect.objectContaining({ kind: 'write', area: 'local', key: 'phone' }),
    ]);
    expect(storage.get('local', 'phone')).toBe('NEW');
  });

  it('reads the value before a journal line that a crash tore, and the lines written after it (decision: a journal of whole lines)', () => {
    // given
    const path = join(tempDir(), 'storage.json');
    fileStorage(path).set('local', 'phone', 'OLD');
    fileStorage(path).set('local', 'sort', 'rank');
    const failures: StorageFailure[] = [];
    const torn: FileOps = {
      ...nodeFileOps,
      append: (target, text) => {
        nodeFileOps.append(target, text.slice(0, text.length / 2));
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    };
    const storage = fileStorage(path, { fileOps: torn, onFailure: (f) => failures.push(f) });
    // when
    expect(() => storage.set('local', 'phone', 'NEW')).not.toThrow();
    fileStorage(path).set('local', 'saved_address', 'S');
    // then
    expect(failures).toEqual([expect.objectContaining({ kind: 'write', area: 'local', key: 'phone' })]);
    expect(storage.get('local', 'phone')).toBe('NEW');
    const reopened = fileStorage(path);
    expect(reopened.get('local', 'phone')).toBe('OLD');
    expect(reopened.get('local', 'sort')).toBe('rank');
    expect(reopened.get('local', 'saved_address')).toBe('S');
  });

  it('writes a whole snapshot after a failed append, so no later line depends on a lost one', () => {
    // given an append that fails once
    const path = join(tempDir(), 'storage.json');
    fileStorage(path).set('local', 'phone', 'OLD');
    let fail = true;
    const flaky: FileOps = {
      ...nodeFileOps,
      append: (target, text) => {
        if (!fail) return nodeFileOps.append(target, text);
        fail = false;
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    };
    const storage = fileStorage(path, { fileOps: flaky });
    // when
    storage.set('session', 'events.0', 'E0');
    storage.set('session', 'events', 'HEAD');
    // then
    const reopened = fileStorage(path);
    expect([reopened.get('session', 'events.0'), reopened.get('session', 'events')]).toEqual(['E0', 'HEAD']);
  });

  it('reads a file written before the journal and continues it', () => {
    const path = join(tempDir(), 'storage.json');
    writeFileSync(
      path,
      JSON.stringify({ version: 1, local: { phone: 'P' }, sessions: { default: { events: 'E' } } }, null, 2),
    );
    const storage = fileStorage(path);
    expect(storage.get('session', 'events')).toBe('E');
    storage.set('session', 'cart', 'C');
    const reopened = fileStorage(path);
    expect([
      reopened.get('local', 'phone'),
      reopened.get('session', 'events'),
      reopened.get('session', 'cart'),
    ]).toEqual(['P', 'E', 'C']);
  });

  it('starts empty from a corrupt file, reports it, and replaces it on the next write (spec 000 §3 "corrupt or expired data is dropped, not fatal")', () => {
    const path = join(tempDir(), 'storage.json');
    for (const bad of ['{"version":1,"local":', '{"version":1,"local":{"phone":7},"sessions":{}}']) {
      writeFileSync(path, bad);
      const failures: StorageFailure[] = [];
      const storage = fileStorage(path, { onFailure: (f) => failures.push(f) });
      expect(storage.get('local', 'phone')).toBeNull();
      expect(failures.map((f) => f.kind)).toContain('corrupt');
      storage.set('local', 'phone', 'P');
      expect(fileStorage(path).get('local', 'phone')).toBe('P');
    }
  });

  it('names the bad field of a file that does not decode (STYLE "report the path of what is wrong")', () => {
    const path = join(tempDir(), 'storage.json');
    writeFileSync(path, '{"version":1,"local":{"phone":7},"sessions":{}}');
    const failures: StorageFailure[] = [];
    fileStorage(path, { onFailure: (f) => failures.push(f) });
    expect(failures[0]?.detail).toContain('$.local.phone');
  });
});
