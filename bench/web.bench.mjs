// `npm run bench:web`: bundles bench/web.bench.ts (it drives the app with the browser tests' own
// steps, in TypeScript) and runs it. See that file for what is measured.
import { browserExternals, runBench } from './bundle.mjs';

await runBench('bench/web.bench.ts', 'web', { external: browserExternals });
