// Bundles bench/pwa-return-visit.ts (a return visit with the service worker, under Lighthouse) and
// runs it: node scripts/build-cli.mjs && node scripts/build-web.mjs --if-stale && node bench/pwa-return-visit.bench.mjs
import { browserExternals, runBench } from './bundle.mjs';

await runBench('bench/pwa-return-visit.ts', 'pwa-return-visit', { external: browserExternals });
