// KeyValueStorage for the CLI: one JSON file holding local storage and the session areas.
// Decision on the session area: a browser tab has its own sessionStorage while all tabs share
// localStorage. The file keeps that model: `local` is shared, and each session id (a QA run, a
// terminal) has its own area under `sessions`, so consecutive `jumun` invocations with the same id
// continue one session and parallel runs with different ids do not see each other's carts.
// `sessionInMemory` keeps the session area in the process only (a one-shot script run).
// Layout: a snapshot (the JSON file at `path`) and a journal beside it (storage-journal.ts) that
// every write appends one line to, so a write costs the same whatever the file holds (the event
// log keeps one key per event). Before a write, the journal is read from where this process last
// read it (keeping what other processes wrote). When the journal outgrows the snapshot, the
// snapshot is replaced atomically (a temp file beside it, then a rename) by one naming a fresh
// journal: a reader sees the old pair or the new one, never half of one; a write costs the same
// amortized. A file from before the journal is a snapshot with none. Failures are reported, never
// thrown.
import {
  closeSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as t from 'io-ts';
import { reportErrors } from '../../domain/codecs/report.ts';
import type { KeyValueStorage, StorageArea } from '../../domain/ports/storage.ts';
import { failureDetail, type OnStorageFailure } from './storage-failure.ts';
import {
  type Area,
  applyChange,
  applyRecords,
  type Change,
  type Contents,
  changeRecord,
} from './storage-journal.ts';

/** The file operations used, injectable so a test can fail a write halfway. */
export interface FileOps {
  /** The text, or null when the file does not exist. */
  readFile(path: string): string | null;
  writeFile(path: string, text: string): void;
  rename(from: string, to: string): void;
  remove(path: string): void;
  makeDirectory(path: string): void;
  /** Appends the text and waits until it is on disk; creates the file when missing. */
  append(path: string, text: string): void;
  /** The bytes from `offset` to the end, or null when the file does not exist. */
  readFrom(path: string, offset: number): Uint8Array | null;
  /** The file's identity and size, or null when it does not exist. */
  stat(path: string): { readonly ino: number; readonly size: number; readonly mtimeMs: number } | null;
}

const missing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT';

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
  append(path, text) {
    const fd = openSync(path, 'a');
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  },
  readFrom(path, offset) {
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
    try {
      const bytes = new Uint8Array(Math.max(0, fstatSync(fd).size - offset));
      let read = 0;
      while (read < bytes.length) {
        const n = readSync(fd, bytes, read, bytes.length - read, offset + read);
        if (n === 0) break;
        read += n;
      }
      return bytes.subarray(0, read);
    } finally {
      closeSync(fd);
    }
  },
  stat(path) {
    try {
      const { ino, size, mtimeMs } = statSync(path);
      return { ino, size, mtimeMs };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  },
};

const AreaC = t.record(t.string, t.string);
// `journal` names the snapshot's journal; a file from before the journal has none (then the
// journal is `<file>.journal`, empty).
const StorageFileC = t.intersection(
  [
    t.type({ version: t.literal(1), local: AreaC, sessions: t.record(t.string, AreaC) }),
    t.partial({ journal: t.string }),
  ],
  'StorageFile',
);

/** Past this many journal bytes, and past the snapshot's size, the next write compacts. */
const COMPACT_AFTER_BYTES = 256 * 1024;

export interface FileStorageOptions {
  /** Which session area to use; default 'default'. */
  readonly sessionId?: string;
  /** Keep the session area in memory only. */
  readonly sessionInMemory?: boolean;
  readonly onFailure?: OnStorageFailure;
  readonly fileOps?: FileOps;
  /** The journal is folded into a new snapshot past this size (and past the snapshot's); default 256 KiB. */
  readonly compactAfterBytes?: number;
}

export interface FileStorage extends KeyValueStorage {
  readonly path: string;
  /** Ends this session, as closing a browser tab does: its area is emptied, local storage stays. */
  endSession(): void;
}

const toArea = (record: Readonly<Record<string, string>>): Area => new Map(Object.entries(record));

type FileId = ReturnType<FileOps['stat']>;
const sameFile = (a: FileId, b: FileId) =>
  a === b || (a !== null && b !== null && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs);

export function fileStorage(path: string, options: FileStorageOptions = {}): FileStorage {
  const fs = options.fileOps ?? nodeFileOps;
  const sessionId = options.sessionId ?? 'default';
  const report: OnStorageFailure = (failure) => options.onFailure?.(failure);
  const utf8 = new TextDecoder();
  let temps = 0;

  // What this process knows: the snapshot it read (its identity and size), its journal, and how far
  // into the journal it has read.
  let contents: Contents = { local: new Map(), sessions: new Map() };
  let snapshot: FileId = null;
  let snapshotBytes = 0;
  let journal = `${path}.journal`;
  let offset = 0;
  let snapshotCorrupt = false;
  // A journal append failed: the journal may miss a change this process's view holds (e.g. an event
  // of the log whose head is written next), so the next write writes a whole snapshot instead.
  let lostWrite = false;

  function readSnapshot(): void {
    contents = { local: new Map(), sessions: new Map() };
    journal = `${path}.journal`;
    offset = 0;
    snapshotBytes = 0;
    snapshotCorrupt = false;
    let text: string | null;
    try {
      snapshot = fs.stat(path);
      text = fs.readFile(path);
    } catch (error) {
      report({ kind: 'read', area: null, key: null, detail: failureDetail(error) });
      return;
    }
    if (text === null) return;
    snapshotBytes = text.length;
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      snapshotCorrupt = true;
      report({ kind: 'corrupt', area: null, key: null, detail: `${path}: ${failureDetail(error)}` });
      return;
    }
    const decoded = StorageFileC.decode(raw);
    if (decoded._tag === 'Left') {
      snapshotCorrupt = true;
      const detail = `${path}: ${reportErrors(decoded.left).join('; ')}`;
      report({ kind: 'corrupt', area: null, key: null, detail });
      return;
    }
    const sessions = Object.entries(decoded.right.sessions).map(([id, area]) => [id, toArea(area)] as const);
    contents = { local: toArea(decoded.right.local), sessions: new Map(sessions) };
    if (decoded.right.journal !== undefined) journal = join(dirname(path), decoded.right.journal);
  }

  /** Applies what was appended to the journal since this process last read it. */
  function catchUp(): void {
    let bytes: Uint8Array | null;
    try {
      bytes = fs.readFrom(journal, offset);
    } catch (error) {
      report({ kind: 'read', area: null, key: null, detail: failureDetail(error) });
      return;
    }
    if (bytes === null) return;
    // Only whole lines: a line still being written (or torn) is read again next time.
    const end = bytes.lastIndexOf(0x0a) + 1;
    for (const bad of applyRecords(contents, utf8.decode(bytes.subarray(0, end))))
      report({ kind: 'corrupt', area: null, key: null, detail: `${journal}: ${bad}` });
    offset += end;
  }

  function load(): void {
    readSnapshot();
    catchUp();
  }

  /** Writes the contents as a new snapshot naming a fresh journal, then drops the old journal. */
  function compact(area: StorageArea | null, key: string | null): void {
    const name = `${basename(path)}.${Date.now().toString(36)}-${process.pid}-${++temps}.journal`;
    const text = `${JSON.stringify(
      {
        version: 1,
        local: Object.fromEntries(contents.local),
        sessions: Object.fromEntries([...contents.sessions].map(([id, a]) => [id, Object.fromEntries(a)])),
        journal: name,
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
      return;
    }
    const old = journal;
    lostWrite = false;
    journal = join(dirname(path), name);
    offset = 0;
    snapshotBytes = text.length;
    snapshotCorrupt = false;
    try {
      snapshot = fs.stat(path);
      fs.remove(old);
    } catch {
      // A journal left behind is named by no snapshot: it is never read again.
    }
  }

  load();
  const memorySession: Area = new Map();

  function read(area: StorageArea): Area | undefined {
    if (area === 'local') return contents.local;
    return options.sessionInMemory === true ? memorySession : contents.sessions.get(sessionId);
  }

  /** Applies the changes here and appends them to the journal in one write (one flush). */
  function change(area: StorageArea, key: string | null, changes: readonly Change[]): void {
    if (area === 'session' && options.sessionInMemory === true) {
      for (const change of changes) {
        if (change.op === 'set') memorySession.set(change.key, change.value);
        else if (change.op === 'remove') memorySession.delete(change.key);
        else memorySession.clear();
      }
      return;
    }
    // Another process's compaction replaced the snapshot: read it again; else read the journal's news.
    let current: FileId = null;
    try {
      current = fs.stat(path);
    } catch {
      // Read as gone; loading reports the failure.
    }
    if (sameFile(current, snapshot)) catchUp();
    else load();
    // A failed write still leaves the change in this process's view, so the run can go on.
    for (const change of changes) applyChange(contents, change);
    if (snapshot === null || snapshotCorrupt || lostWrite) {
      compact(area, key);
      return;
    }
    const record = changes.map(changeRecord).join('');
    try {
      fs.append(journal, record);
    } catch (error) {
      lostWrite = true;
      report({ kind: 'write', area, key, detail: failureDetail(error) });
      return;
    }
    // Amortized: the journal is folded once it has grown past the snapshot it follows.
    if (offset + record.length > Math.max(options.compactAfterBytes ?? COMPACT_AFTER_BYTES, snapshotBytes)) {
      catchUp();
      compact(area, key);
    }
  }

  const at = (area: StorageArea, key: string) => ({ area, session: sessionId, key });
  return {
    path,
    get: (area, key) => read(area)?.get(key) ?? null,
    set: (area, key, value) => change(area, key, [{ op: 'set', ...at(area, key), value }]),
    setMany: (area, entries) =>
      change(
        area,
        entries[0]?.[0] ?? null,
        entries.map(([key, value]) => ({ op: 'set', ...at(area, key), value })),
      ),
    remove: (area, key) => change(area, key, [{ op: 'remove', ...at(area, key) }]),
    removeMany: (area, keys) =>
      change(
        area,
        keys[0] ?? null,
        keys.map((key) => ({ op: 'remove', ...at(area, key) })),
      ),
    endSession: () => change('session', null, [{ op: 'end', session: sessionId }]),
  };
}
