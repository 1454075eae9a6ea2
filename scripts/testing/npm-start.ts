// `npm start` as a newcomer runs it, for tests: its own process group (so stopping it stops npm and
// jumun), on 127.0.0.1 with a port the system picks, without this environment's DATABASE_URL or
// PORT; it is ready when its start-up block names the URL to open.
import { type ChildProcess, spawn } from 'node:child_process';

export interface StartedApp {
  readonly url: string;
  stdout(): string;
  stderr(): string;
  /** Ctrl+C, as a person stops it; resolves when every process of the group is gone. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function npmStart(
  cwd: string,
  args: readonly string[] = [],
  timeoutMs = 50_000,
): Promise<StartedApp> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.PORT;
  const child = spawn('npm', ['start', '--', '--port', '0', ...args], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString('utf8');
  });
  const stop = async () => {
    const pid = child.pid;
    killGroup(child, 'SIGINT');
    const deadline = Date.now() + 10_000;
    while (pid !== undefined && groupAlive(pid) && Date.now() < deadline) await sleep(100);
    killGroup(child, 'SIGKILL');
    running.delete(child);
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`npm start did not answer in ${timeoutMs} ms`)),
      timeoutMs,
    );
    const poll = setInterval(() => {
      const match = /Open\s+(http:\/\/\S+?)\/?(\s|$)/.exec(out);
      if (match?.[1] !== undefined) finish(match[1]);
    }, 100);
    const exited = (code: number | null) => finish(new Error(`npm start exited (${code}):\n${out}\n${err}`));
    child.once('exit', exited);
    function finish(result: string | Error) {
      clearTimeout(timer);
      clearInterval(poll);
      child.off('exit', exited);
      if (typeof result === 'string') resolve(result);
      else void stop().then(() => reject(result));
    }
  });
  return { url, stdout: () => out, stderr: () => err, stop };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
