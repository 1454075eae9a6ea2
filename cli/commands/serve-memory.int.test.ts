// `jumun serve --db memory` keeps its data files in a directory of its own under the system's
// temporary folder ($TMPDIR here, a fresh one per test), never across a restart: removed when the
// gateway stops, and a directory left by a gateway that was killed removed by the next one.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCliBundle } from '../testing/built-cli.ts';

let bundle: string;
const children: ChildProcess[] = [];
const folders: string[] = [];

beforeAll(async () => {
  bundle = await runCliBundle();
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(),
      );
    });
  });
}

/** `jumun serve --db memory` with `temp` as its temporary folder, once it says it is running. */
async function serveInMemory(temp: string): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      bundle,
      'serve',
      '--db',
      'memory',
      '--port',
      String(port),
      '--quiet',
      '--log',
      join(temp, 'requests.log'),
    ],
    { env: { ...process.env, TMPDIR: temp }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('jumun is running') && resolve());
    child.once('exit', (code) => reject(new Error(`jumun serve exited with ${code}: ${stderr}`)));
  });
  return child;
}

const dataDirs = (temp: string) => readdirSync(temp).filter((name) => name.startsWith('jumun-memory-db-'));

function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

describe('jumun serve --db memory', () => {
  it('refuses in one line, exit 2, when it cannot make its directory', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [bundle, 'serve', '--db', 'memory', '--port', String(port), '--quiet'],
      {
        env: { ...process.env, TMPDIR: '/nonexistent-jumun-tmp' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(stderr).toBe(
      'jumun: --db memory: cannot make a directory in /nonexistent-jumun-tmp (ENOENT): set TMPDIR to a folder jumun can write\n',
    );
    expect(code).toBe(2);
  }, 60_000);

  it('keeps its data files in a temporary directory of its own and removes it when stopped', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'jumun-serve-memory-'));
    folders.push(temp);
    const gateway = await serveInMemory(temp);
    const dirs = dataDirs(temp);
    expect(dirs).toEqual([expect.stringMatching(new RegExp(`^jumun-memory-db-${gateway.pid}-`))]);
    expect(existsSync(join(temp, dirs[0] ?? '', 'PG_VERSION'))).toBe(true);
    expect(await stopped(gateway, 'SIGTERM')).toBe(0);
    expect(dataDirs(temp)).toEqual([]);
  }, 90_000);

  it('removes the directory of a gateway that was killed when the next one starts', async () => {
    const temp = mkdtempSync(join(tmpdir(), 'jumun-serve-memory-'));
    folders.push(temp);
    const killed = await serveInMemory(temp);
    await stopped(killed, 'SIGKILL');
    expect(dataDirs(temp)).toHaveLength(1);
    const next = await serveInMemory(temp);
    expect(dataDirs(temp)).toEqual([expect.stringMatching(new RegExp(`^jumun-memory-db-${next.pid}-`))]);
    expect(await stopped(next, 'SIGINT')).toBe(0);
    expect(dataDirs(temp)).toEqual([]);
  }, 120_000);
});
