// `node bench/lantern-graph.mjs URL`: bundles bench/lantern-graph.ts (it starts the bench's own
// Chromium, bench/web-chromium.ts) and runs it. See that file for what it prints.
import { browserExternals, runBench } from './bundle.mjs';

await runBench('bench/lantern-graph.ts', 'lantern-graph', { external: browserExternals });
