import { describe, expect, it } from 'vitest';
import { growYoungGenerationUnderLoad } from './young-generation.ts';

/** Allocates short-lived objects for `ms`: scavenges back to back, as under a load of requests. */
async function churn(ms: number): Promise<void> {
  const until = Date.now() + ms;
  let keep: unknown = null;
  while (Date.now() < until) {
    for (let i = 0; i < 10_000; i++) keep = { i, text: `row ${i}`, list: [i, i + 1] };
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(keep).not.toBeNull();
}

/** GC entries reach observers on a later tick. */
const entriesDelivered = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the young generation under load', () => {
  it('grows once scavenges come close together, once', async () => {
    let grown = 0;
    const stop = growYoungGenerationUnderLoad(() => grown++);
    try {
      await churn(300);
      await entriesDelivered();
      await churn(100);
      await entriesDelivered();
    } finally {
      stop();
    }
    expect(grown).toBe(1);
  });

  it('stays as it is once the watch is stopped', async () => {
    let grown = 0;
    growYoungGenerationUnderLoad(() => grown++)();
    await churn(300);
    await entriesDelivered();
    expect(grown).toBe(0);
  });
});
