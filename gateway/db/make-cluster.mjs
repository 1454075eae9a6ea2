// Makes a fresh PostgreSQL cluster in an empty directory with PGlite's initdb, then exits: run as a
// child process by `--db memory` (database.ts), so that initdb's second WebAssembly instance and the
// copy of the cluster it hands over never enter the gateway's own memory. Plain JavaScript: run
// without the TypeScript loader of the tests; the CLI build bundles it next to the CLI
// (scripts/build-cli.mjs). Usage: node make-cluster.mjs DIR [INITDB-ARG...]
import { PGlite } from '@electric-sql/pglite';

const [dataDir, ...initDbStartParams] = process.argv.slice(2);
if (dataDir === undefined) {
  process.stderr.write('make-cluster: give the data directory\n');
  process.exit(2);
}
const db = await PGlite.create({ dataDir, initDbStartParams });
await db.close();
