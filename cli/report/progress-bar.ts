// A one-line progress bar for a terminal's stderr. It never holds a result line: before anything
// is printed the caller clears it, and draws it again after, so it cannot swallow output.
export interface OutStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

export interface ProgressBar {
  /** Draws the bar for `done` of the total. */
  draw(done: number): void;
  /** Erases the bar's line (the cursor goes back to its start). */
  clear(): void;
}

const WIDTH = 30;
const ERASE_LINE = '\r\x1b[2K';

export function progressBar(stream: OutStream, total: number): ProgressBar {
  let shown = false;
  return {
    draw(done) {
      const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
      stream.write(`${ERASE_LINE}${bar} ${done}/${total} scripts`);
      shown = true;
    },
    clear() {
      if (shown) stream.write(ERASE_LINE);
      shown = false;
    },
  };
}
