// The in-memory gateway `jumun explore` starts when no --gateway is given: `jumun serve --db memory`
// as a child process of the same jumun (cli/ reaches the gateway's code only through `jumun
// serve`), on a free port, with an SMS budget no exploration exhausts; gone when explore ends.
import { type ChildProcess, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface OwnGateway {
  readonly url: string;
  close(): Promise<void>;
}

const STARTUP_MS = 60_000;

/** The origin of the banner's Open line: `  Open  http://127.0.0.1:40123/`. */
export function bannerOrigin(banner: string): string | null {
  return /^\s*Open\s+(https?:\/\/[^\s/]+)/m.exec(banner)?.[1] ?? null;
}

/** Starts it and answers its origin once it says it runs; else why it did not. */
export async function startOwnGateway(seedDir: string): Promise<OwnGateway | string> {
  const entry = process.argv[1];
  if (entry === undefined) return 'cannot start a gateway: the path of jumun itself is unknown';
  const log = join(tmpdir(), `jumun-explore-${process.pid}.log`);
  const args = [
    'serve',
    '--db',
    'memory',
    '--port',
    '0',
    '--seed',
    seedDir,
    '--sms-daily-budget',
    '100000000',
    '--quiet',
    '--log',
    log,
  ];
  const child = spawn(process.execPath, [entry, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const url = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), STARTUP_MS);
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const origin = out.includes('jumun is running') ? bannerOrigin(out) : null;
      if (origin !== null) {
        clearTimeout(timer);
        resolve(origin);
      }
    });
    child.stderr?.on('data', (chunk) => {
      err += String(chunk);
    });
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  if (url === null) {
    child.kill('SIGTERM');
    return `the in-memory gateway (jumun ${args.join(' ')}) did not start${err.trim() === '' ? '' : `:\n${err.trim()}`}`;
  }
  return { url, close: () => stop(child) };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
