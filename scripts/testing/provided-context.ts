// What the tiers' global setups hand to their test files (vitest's provide/inject), typed once.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The CLI bundle built once for the run (int and slow tiers: scripts/testing/cli-setup.ts). */
    cliBundle: string;
    /** The run's Chromium, launched once (browser and slow tiers: web/e2e/global-setup.ts). */
    chromiumEndpoint: string;
    /** A fresh clone with `npm run prepare` done once, to copy (slow tier: scripts/testing/slow-setup.ts). */
    preparedClone: string;
  }
}

export {};
