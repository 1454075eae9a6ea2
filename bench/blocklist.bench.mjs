// Bundles bench/blocklist.ts (it runs the gateway and the client's adapters from their TypeScript)
// and runs it; the gateway's bcrypt worker and its database maker are copied next to the bundle,
// where the pool and the in-memory database look for them.
import { copyFileSync } from 'node:fs';
import { nodeExternals } from '../scripts/node-bundle.mjs';
import { bundleBench } from './bundle.mjs';

const outfile = await bundleBench('bench/blocklist.ts', 'blocklist', { external: nodeExternals });
copyFileSync('gateway/hashing/bcrypt-worker.mjs', 'dist/bench/bcrypt-worker.mjs');
copyFileSync('gateway/db/make-cluster.mjs', 'dist/bench/make-cluster.mjs');
await import(new URL(`../${outfile}`, import.meta.url).href);
