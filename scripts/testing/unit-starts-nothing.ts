// Setup file of the unit tier: a unit test starts nothing — no server, no child process — so it
// needs no global setup and may share a worker with the next file. A test that tries is told what
// it is: an int test, named x.int.test.ts (vitest.config.ts).
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

function refuse(what: string) {
  return () => {
    throw new Error(
      `a unit test starts nothing, and this one started ${what}: a test that needs one is an int test (name its file x.int.test.ts)`,
    );
  };
}

net.Server.prototype.listen = refuse('a server') as typeof net.Server.prototype.listen;
const starters = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;
for (const name of starters)
  (childProcess as unknown as Record<string, unknown>)[name] = refuse(`a child process (${name})`);
// named imports of node:child_process and node:net see the refusals too
syncBuiltinESMExports();

// A component test (jsdom) draws what a Korean customer's page shows: jsdom's browser prefers
// en-US, which the app would answer in English (domain/shell/language.ts). English is tested by
// choosing it.
if (typeof localStorage !== 'undefined') localStorage.setItem('language', 'ko');
