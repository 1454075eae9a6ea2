import { describe, expect, it } from 'vitest';
import type { Transport, TransportResult } from '../../adapters/http/transport.ts';
import { countingTransport, loadingCount } from './loading-count.ts';

const request = {
  method: 'GET',
  url: 'http://127.0.0.1/popup/get/',
  headers: {},
  timeoutMs: 10_000,
} as const;

/** A transport whose answers the test releases one by one. */
function heldTransport() {
  const pending: ((result: TransportResult) => void)[] = [];
  const transport: Transport = { send: () => new Promise((resolve) => pending.push(resolve)) };
  return { transport, release: (result: TransportResult) => pending.shift()?.(result) };
}

describe('the loading counter behind the spinner (spec 001 §4 "Loading indicator")', () => {
  it('counts each request until it answers or fails, and lingers from the last one', async () => {
    const { transport, release } = heldTransport();
    let now = 1_000;
    const counted = countingTransport(transport, () => now);
    const first = counted.send(request);
    const second = counted.send(request);
    expect(loadingCount.getSnapshot()).toEqual({ pending: 2, lingerUntil: null });
    release({ ok: true, response: { status: 200, headers: {}, body: '{}' } });
    await first;
    expect(loadingCount.getSnapshot().pending).toBe(1);
    now = 2_000;
    release({ ok: false, failure: { kind: 'network', detail: 'reset' } });
    await second;
    expect(loadingCount.getSnapshot()).toEqual({ pending: 0, lingerUntil: 2_800 });
  });

  it('tells its subscribers of every change', async () => {
    const { transport, release } = heldTransport();
    const seen: number[] = [];
    const stop = loadingCount.subscribe(() => seen.push(loadingCount.getSnapshot().pending));
    const sent = countingTransport(transport, () => 0).send(request);
    release({ ok: true, response: { status: 200, headers: {}, body: '{}' } });
    await sent;
    stop();
    expect(seen).toEqual([1, 0]);
  });
});
