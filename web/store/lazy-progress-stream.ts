// The order's progress stream before the command side (which holds the HTTP gateway) has loaded:
// follow() answers at once, and the follow starts when the code is in. A close before that starts
// nothing; a load that fails ends the follow, as a dropped one the page opens again.
import type { ProgressFollow, ProgressStream } from '../../domain/ports/progress-stream.ts';

export function lazyProgressStream(load: () => Promise<ProgressStream>): ProgressStream {
  return {
    follow(orderNumber, listener, options) {
      let real: ProgressFollow | null = null;
      let closed = false;
      const ended = load().then(
        (stream) => {
          if (closed) return undefined;
          real = stream.follow(orderNumber, listener, options);
          return real.ended;
        },
        () => {
          if (!closed) listener.onState?.('ended');
        },
      );
      return {
        close() {
          closed = true;
          real?.close();
        },
        ended,
      };
    },
  };
}
