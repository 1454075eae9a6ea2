// A fresh PostgreSQL cluster in an empty directory, made by PGlite's initdb in a child process
// (make-cluster.mjs). In the gateway's own process initdb runs a second PGlite instance of some
// 300 MB of WebAssembly memory and hands the cluster over as a tar image in memory: freed once the
// start ends, but C heap that held it stays fragmented and resident. A gateway that opens the
// cluster made elsewhere measured some 100 MiB less idle memory, its own start 0.4 s.
import { spawn } from 'node:child_process';
import { DatabaseOpenError } from './open-error.ts';

/** make-cluster.mjs beside this module: gateway/db/ in the sources, dist/cli/ in the CLI bundle. */
const MAKER = new URL('./make-cluster.mjs', import.meta.url);

/** Runs initdb into `dataDir` (empty) with `initdbArgs`; rejects with initdb's own words when it fails. */
export function makeFreshCluster(dataDir: string, initdbArgs: readonly string[]): Promise<void> {
  // The same baseline-only compile of PGlite's WebAssembly as the gateway's (database.ts).
  const child = spawn(process.execPath, ['--liftoff-only', MAKER.pathname, dataDir, ...initdbArgs], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr = (stderr + text).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new DatabaseOpenError(
              `could not make a fresh database in ${dataDir} (initdb ${signal ?? `exited with ${code}`}): ${stderr.trim()}`,
            ),
          ),
    );
  });
}
