// The data directory behind `--db memory`: a fresh directory under the system's temporary folder,
// removed when the database closes or the process exits. Its files live in the OS page cache, not
// in the gateway's own memory (PGlite's in-memory file system keeps every data file in JavaScript
// ArrayBuffers), and nothing in it outlives the gateway: a directory left by a process that was
// killed is removed by the next one that makes its own.
import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseOpenError } from './open-error.ts';

/** `jumun-memory-db-<pid>-<random>`: the pid of the process that made it, to tell a stale one. */
const PREFIX = 'jumun-memory-db-';
const NAME = /^jumun-memory-db-(\d+)-/;

const open = new Set<string>();
let removeOnExit = false;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user has that pid.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the directories of processes that ended without removing theirs (killed, crashed). */
async function removeStale(parent: string): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const pid = Number(NAME.exec(name)?.[1] ?? Number.NaN);
      if (Number.isNaN(pid) || pid === process.pid || alive(pid)) return;
      await rm(join(parent, name), { recursive: true, force: true });
    }),
  );
}

export interface TemporaryDataDir {
  readonly path: string;
  remove(): Promise<void>;
}

/** A new empty directory under `parent` (the system's temporary folder), removed by `remove()` or at exit. */
export async function temporaryDataDir(parent: string = tmpdir()): Promise<TemporaryDataDir> {
  await removeStale(parent);
  const path = await mkdtemp(join(parent, `${PREFIX}${process.pid}-`)).catch(
    (error: NodeJS.ErrnoException) => {
      throw new DatabaseOpenError(
        `--db memory: cannot make a directory in ${parent} (${error.code ?? error.message}): set TMPDIR to a folder jumun can write`,
      );
    },
  );
  open.add(path);
  if (!removeOnExit) {
    removeOnExit = true;
    process.once('exit', () => {
      for (const dir of open) rmSync(dir, { recursive: true, force: true });
    });
  }
  return {
    path,
    remove: async () => {
      open.delete(path);
      await rm(path, { recursive: true, force: true });
    },
  };
}
