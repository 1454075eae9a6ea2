import { describe, expect, it } from 'vitest';
import type { ProgressListener, ProgressStream } from '../../domain/ports/progress-stream.ts';
import { lazyProgressStream } from './lazy-progress-stream.ts';

/** A stream that records the follows it starts. */
function recordingStream() {
  const started: string[] = [];
  const closed: string[] = [];
  const stream: ProgressStream = {
    follow(orderNumber) {
      started.push(orderNumber);
      return { close: () => void closed.push(orderNumber), ended: new Promise(() => {}) };
    },
  };
  return { stream, started, closed };
}

const listener = (states: string[]): ProgressListener => ({
  onProgress: () => undefined,
  onState: (s) => void states.push(s),
});

describe('the progress stream before the command side has loaded', () => {
  it('starts the follow once the code is in, with the version already known', async () => {
    const { stream, started } = recordingStream();
    let after: number | undefined;
    const lazy = lazyProgressStream(async () => ({
      follow: (n, l, o) => {
        after = o?.after;
        return stream.follow(n, l, o);
      },
    }));
    lazy.follow('7', listener([]), { after: 3 });
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['7']);
    expect(after).toBe(3);
  });

  it('given a close before the code is in, starts nothing', async () => {
    const { stream, started } = recordingStream();
    let load: (s: ProgressStream) => void = () => {};
    const lazy = lazyProgressStream(() => new Promise((resolve) => (load = resolve)));
    const follow = lazy.follow('7', listener([]));
    follow.close();
    load(stream);
    await follow.ended;
    expect(started).toEqual([]);
  });

  it('given the code does not load, ends the follow so the page can start it again', async () => {
    const states: string[] = [];
    const lazy = lazyProgressStream(() => Promise.reject(new Error('offline')));
    await lazy.follow('7', listener(states)).ended;
    expect(states).toEqual(['ended']);
  });
});
