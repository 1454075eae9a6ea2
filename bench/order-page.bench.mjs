// `npm run bench:order-page`: bundles bench/order-page.ts (it drives the app with the browser tests'
// own steps, in TypeScript) and runs it. See that file for what is measured.
import { nodeExternals } from '../scripts/node-bundle.mjs';
import { runBench } from './bundle.mjs';

await runBench('bench/order-page.ts', 'order-page', { external: [...nodeExternals, 'playwright-core'] });
