// FileOps over files held in memory, counting the bytes written, for tests of file storage.
import type { FileOps } from '../file-storage.ts';

/** Files in memory, counting the bytes written: appended to a journal, or written as a snapshot. */
export function memoryFiles() {
  const files = new Map<string, Uint8Array>();
  const encoder = new TextEncoder();
  const written = { appended: 0, snapshots: 0 };
  const ops: FileOps = {
    readFile: (path) => {
      const bytes = files.get(path);
      return bytes === undefined ? null : new TextDecoder().decode(bytes);
    },
    writeFile: (path, text) => {
      const bytes = encoder.encode(text);
      written.snapshots += bytes.length;
      files.set(path, bytes);
    },
    rename: (from, to) => {
      const bytes = files.get(from);
      if (bytes === undefined) throw new Error(`ENOENT ${from}`);
      files.set(to, bytes);
      files.delete(from);
    },
    remove: (path) => {
      files.delete(path);
    },
    makeDirectory: () => {},
    append: (path, text) => {
      const bytes = encoder.encode(text);
      written.appended += bytes.length;
      const old = files.get(path) ?? new Uint8Array();
      const next = new Uint8Array(old.length + bytes.length);
      next.set(old);
      next.set(bytes, old.length);
      files.set(path, next);
    },
    readFrom: (path, offset) => files.get(path)?.subarray(offset) ?? null,
    stat: (path) => {
      const bytes = files.get(path);
      return bytes === undefined ? null : { ino: 1, size: bytes.length, mtimeMs: 0 };
    },
  };
  return { ops, written };
}
