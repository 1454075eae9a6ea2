// `npm run bench` (replay rows): bundles bench/replay.bench.ts (it runs the domain's TypeScript)
// and runs it. See that file for what is measured.
import { runBench } from './bundle.mjs';

await runBench('bench/replay.bench.ts', 'replay');
