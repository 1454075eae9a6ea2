// `node bench/web-inp-trace.mjs DIR [DIR…]`: bundles bench/web-inp-trace.ts (it drives the app with the
// browser tests' own steps, in TypeScript) and runs it. See that file for what is measured.
import { browserExternals, runBench } from './bundle.mjs';

await runBench('bench/web-inp-trace.ts', 'web-inp-trace', { external: browserExternals });
