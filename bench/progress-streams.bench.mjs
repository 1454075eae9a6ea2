// `npm run bench:streams`: bundles bench/progress-streams.ts (it reads the contract's TypeScript)
// and runs it against the built CLI's gateway. See that file for what is measured.
import { runBench } from './bundle.mjs';

await runBench('bench/progress-streams.ts', 'progress-streams');
