// For tests: an output stream that keeps what was written, and can say it is a terminal.
import type { OutStream } from '../progress-bar.ts';

export interface FakeStream extends OutStream {
  /** Everything written, in order. */
  readonly text: () => string;
  readonly writes: string[];
}

export function fakeStream(isTTY: boolean): FakeStream {
  const writes: string[] = [];
  return {
    isTTY,
    columns: 80,
    writes,
    write: (s: string) => {
      writes.push(s);
      return true;
    },
    text: () => writes.join(''),
  };
}
