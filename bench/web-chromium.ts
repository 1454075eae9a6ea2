// Debian's Chromium for the web bench: started by hand with a DevTools port (Lighthouse drives it
// through puppeteer-core), in a profile of its own that is removed when it closes. No browser is
// downloaded: CHROMIUM_PATH or /usr/bin/chromium.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every bench browser runs with: headless, and nothing fetched behind the page's back. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-quic',
  // a Korean customer's browser: the app speaks Korean to it (its English pages store the choice)
  '--lang=ko-KR',
  '--accept-lang=ko-KR,ko',
] as const;

export interface RunningChromium {
  readonly wsEndpoint: string;
  close(): Promise<void>;
}

/** Sends a signal to the browser's process group; false once the group is gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits up to 5 s for the group's helpers to exit, then stops those left. */
async function groupGone(child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 100) {
    if (!signalGroup(child, 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  signalGroup(child, 'SIGKILL');
}

export async function startChromium(): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'jumun-web-bench-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // its own process group, so that closing it stops its helpers too
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`${CHROMIUM} gave no DevTools address:\n${seen}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += String(chunk);
      const address = /DevTools listening on (ws:\/\/\S+)/.exec(seen)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${CHROMIUM} exited with ${code}:\n${seen}`));
    });
  });
  return {
    wsEndpoint,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signalGroup(child, 'SIGTERM');
      await exited;
      // Chromium's helper processes can still be writing the profile's cache as the main one exits
      // (seen for over 4 s on a busy host): the profile goes once the whole group has.
      await groupGone(child);
      rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 200 });
    },
  };
}
