// KeyValueStorage for the CLI: one JSON file holding local storage and the session areas.
// Decision on the session area: a browser tab has its own sessionStorage while all tabs share
// localStorage. The file keeps that model: `local` is shared, and each session id (a QA run, a
// terminal) has its own area under `sessions`, so consecutive `jumun` invocations with the same id
// continue one session and parallel runs with different ids do not see each other's carts.
// `sessionInMemory` keeps the session area in the process only (a one-shot script run).
// Every write re-reads the file (keeping what other processes wrote), applies the change and
// replaces the file atomically: write a temp file beside it, then rename over it. A reader sees the
// old file or the new one, never half of one. Failures are reported, never thrown.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as t from 'io-ts';
import { reportErrors } from '../../domain/codecs/report.ts';
import type { KeyValueStorage, StorageArea } from '../../domain/ports/storage.ts';
import { failureDetail, type OnStorageFailure } from './storage-failure.ts';

/** The file operations used, injectable so a test can fail a write halfway. */
export interface FileOps {
  /** The text, or null when the file does not exist. */
  readFile(path: string): string | null;
  writeFile(path: string, text: string): void;
  rename(from: string, to: string): void;
  remove(path: string): void;
  makeDirectory(path: string): void;
}

export const nodeFileOps: FileOps = {
  readFile(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ENOENT') return null;
      throw error;
    }
  },
  writeFile: (path, text) => writeFileSync(path, text, { encoding: 'utf8', flush: true }),
  rename: (from, to) => renameSync(from, to),
  remove: (path) => rmSync(path, { force: true }),
  makeDirectory: (path) => {
    mkdirSync(path, { recursive: true });
  },
};

const AreaC = t.record(t.string, t.string);
const StorageFileC = t.type(
  { version: t.literal(1), local: AreaC, sessions: t.record(t.string, AreaC) },
  'StorageFile',
);

type Area = Map<string, string>;
interface Contents {
  readonly local: Area;
  readonly sessions: Map<string, Area>;
}

export interface FileStorageOptions {
  /** Which session area to use; default 'default'. */
  readonly sessionId?: string;
  /** Keep the session area in memory only. */
  readonly sessionInMemory?: boolean;
  readonly onFailure?: OnStorageFailure;
  readonly fileOps?: FileOps;
}

export interface FileStorage extends KeyValueStorage {
  readonly path: string;
  /** Ends this session, as closing a browser tab does: its area is emptied, local storage stays. */
  endSession(): void;
}

const toArea = (record: Readonly<Record<string, string>>): Area => new Map(Object.entries(record));

export function fileStorage(path: string, options: FileStorageOptions = {}): FileStorage {
  const fs = options.fileOps ?? nodeFileOps;
  const sessionId = options.sessionId ?? 'default';
  const report: OnStorageFailure = (failure) => options.onFailure?.(failure);
  let temps = 0;

  function load(): Contents {
    const empty = { local: new Map(), sessions: new Map() };
    let text: string | null;
    try {
      text = fs.readFile(path);
    } catch (error) {
      report({ kind: 'read', area: null, key: null, detail: failureDetail(error) });
      return empty;
    }
    if (text === null) return empty;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      report({ kind: 'corrupt', area: null, key: null, detail: `${path}: ${failureDetail(error)}` });
      return empty;
    }
    const decoded = StorageFileC.decode(raw);
    if (decoded._tag === 'Left') {
      const detail = `${path}: ${reportErrors(decoded.left).join('; ')}`;
      report({ kind: 'corrupt', area: null, key: null, detail });
      return empty;
    }
    const sessions = Object.entries(decoded.right.sessions).map(([id, area]) => [id, toArea(area)] as const);
    return { local: toArea(decoded.right.local), sessions: new Map(sessions) };
  }

  function save(contents: Contents, area: StorageArea | null, key: string | null): void {
    const text = `${JSON.stringify(
      {
        version: 1,
        local: Object.fromEntries(contents.local),
        sessions: Object.fromEntries([...contents.sessions].map(([id, a]) => [id, Object.fromEntries(a)])),
      },
      null,
      2,
    )}\n`;
    const temp = `${path}.${process.pid}.${++temps}.tmp`;
    try {
      fs.makeDirectory(dirname(path));
      fs.writeFile(temp, text);
      fs.rename(temp, path);
    } catch (error) {
      report({ kind: 'write', area, key, detail: failureDetail(error) });
      try {
        fs.remove(temp);
      } catch {
        // The temp file is left behind; the failure is already reported.
      }
    }
  }

  let contents = load();
  const memorySession: Area = new Map();

  function read(area: StorageArea): Area | undefined {
    if (area === 'local') return contents.local;
    return options.sessionInMemory === true ? memorySession : contents.sessions.get(sessionId);
  }

  function change(area: StorageArea, key: string | null, apply: (target: Area) => void): void {
    if (area === 'session' && options.sessionInMemory === true) {
      apply(memorySession);
      return;
    }
    // A failed write still leaves the change in this process's view, so the run can go on.
    contents = load();
    let target = area === 'local' ? contents.local : contents.sessions.get(sessionId);
    if (target === undefined) {
      target = new Map();
      contents.sessions.set(sessionId, target);
    }
    apply(target);
    if (area === 'session' && target.size === 0) contents.sessions.delete(sessionId);
    save(contents, area, key);
  }

  return {
    path,
    get: (area, key) => read(area)?.get(key) ?? null,
    set: (area, key, value) => change(area, key, (target) => target.set(key, value)),
    remove: (area, key) => change(area, key, (target) => target.delete(key)),
    endSession: () => change('session', null, (target) => target.clear()),
  };
}
