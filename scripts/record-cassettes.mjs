// Re-records fixtures/cassettes/ from the reference gateway: a fresh in-memory gateway with the
// fixed clock, every QA script of fixtures/scripts run once in order (as `npm test` runs them),
// one cassette per script. Run after `npm run build`: `npm run record-cassettes`.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';

const NOW = '2026-11-21T12:00:00+09:00';
const PORT = process.env.JUMUN_RECORD_PORT ?? '8799';
const dir = 'fixtures/cassettes/';

const server = spawn(
  process.execPath,
  ['bin/jumun.js', 'serve', '--db', 'memory', '--port', PORT, '--now', NOW, '--quiet'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => {
    if (String(chunk).includes('jumun is running')) resolve(undefined);
  });
  server.on('exit', (code) => reject(new Error(`jumun serve exited with ${code}`)));
});

for (const name of readdirSync(dir)) if (name.endsWith('.json')) rmSync(dir + name);
const run = spawnSync(
  process.execPath,
  [
    'bin/jumun.js',
    'run',
    'fixtures/scripts',
    '--gateway',
    `http://127.0.0.1:${PORT}`,
    '--now',
    NOW,
    '--concurrency',
    '1',
    '--record',
    dir,
  ],
  { stdio: 'inherit' },
);
server.kill('SIGTERM');
process.exit(run.status ?? 1);
