// The stream of one order's progress over HTTP (contract/order-progress.ts orderProgressStream):
// Server-Sent Events read with fetch, whose streamed body works alike in browsers and in Node, and
// which, unlike EventSource, sends the bearer header. A dropped connection, or one silent past its
// heartbeat, is opened again after a pause with `Last-Event-ID`, so the gateway sends at once what
// was missed; it ends after delivered or cancelled, at close(), or when the gateway refuses the
// follow (an unknown or foreign order: 404).

import { decodeWith } from '../../contract/decode.ts';
import { orderProgressStream, OrderProgress as WireProgress } from '../../contract/order-progress.ts';
import type { GatewayFailure } from '../../domain/ports/gateway-failure.ts';
import { isFinalStatus, type OrderProgress } from '../../domain/ports/order-progress-types.ts';
import type {
  ProgressFollow,
  ProgressListener,
  ProgressStream,
  StreamState,
} from '../../domain/ports/progress-stream.ts';
import type { OrderOwners } from './order-owners.ts';
import { hostBase, type Profile } from './profile.ts';
import { sseParser } from './sse-parser.ts';
import type { TokenSource } from './tokens.ts';

export interface ProgressStreamConfig {
  readonly profile: Profile;
  readonly tokens: TokenSource;
  /** The tokens of this device's guest orders: a guest's order is followed with its own. */
  readonly owners?: OrderOwners;
  readonly fetch?: typeof fetch;
  /** The first pause before opening a dropped stream again; it doubles up to maxRetryMs. */
  readonly retryMs?: number;
  readonly maxRetryMs?: number;
  /** A connection that brings nothing (not even a heartbeat) for this long is taken as dropped. */
  readonly silenceMs?: number;
}

const RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
/** Two heartbeats and a half: one late heartbeat is no drop. */
const SILENCE_MS = orderProgressStream.heartbeatSeconds * 2500;

/** The gateway's Korean words from an error body, when it has them. */
async function refusalOf(response: Response): Promise<GatewayFailure> {
  let message: string | undefined;
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null) {
      const b = body as Record<string, unknown>;
      const text = b.error_message ?? b.message ?? b.display_message;
      if (typeof text === 'string') message = text;
    }
  } catch {
    // no JSON body: the status says enough
  }
  return message === undefined
    ? { kind: 'rejected', status: response.status }
    : { kind: 'rejected', status: response.status, message };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export function httpProgressStream(config: ProgressStreamConfig): ProgressStream {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const retryMs = config.retryMs ?? RETRY_MS;
  const maxRetryMs = config.maxRetryMs ?? MAX_RETRY_MS;
  const silenceMs = config.silenceMs ?? SILENCE_MS;

  function headersFor(orderNumber: string, lastId: number): Record<string, string> {
    const token = config.owners?.tokenFor(orderNumber) ?? config.tokens.accessToken();
    return {
      accept: 'text/event-stream',
      'cache-control': 'no-cache',
      ...(token === null || token === '' ? {} : { authorization: `Bearer ${token}` }),
      ...(lastId > 0 ? { 'last-event-id': String(lastId) } : {}),
    };
  }

  return {
    follow(orderNumber, listener: ProgressListener, options = {}): ProgressFollow {
      const url = `${hostBase(config.profile, 'gateway')}${orderProgressStream.path(orderNumber)}`;
      const stop = new AbortController();
      let lastId = options.after ?? 0;
      let done = false;

      /** Told once, whoever ends first (the stream, a refusal, close()); nothing is told after it. */
      function finish(): void {
        if (done) return;
        listener.onState?.('ended');
        done = true;
      }
      const tell = {
        state: (s: StreamState) => {
          if (!done) listener.onState?.(s);
        },
        progress: (p: OrderProgress) => {
          if (!done) listener.onProgress(p);
        },
        failure: (f: GatewayFailure) => {
          if (!done) listener.onFailure?.(f);
        },
      };

      /** The pause the server asked for (its `retry`), once it said one. */
      let serverRetry: number | null = null;

      /** One connection: true when the follow is over (final status, refusal), false to reconnect. */
      async function connect(): Promise<boolean> {
        const connection = new AbortController();
        const abort = () => connection.abort();
        stop.signal.addEventListener('abort', abort, { once: true });
        let silence = setTimeout(abort, silenceMs);
        const alive = () => {
          clearTimeout(silence);
          silence = setTimeout(abort, silenceMs);
        };
        try {
          const response = await doFetch(url, {
            headers: headersFor(orderNumber, lastId),
            signal: connection.signal,
          });
          if (response.status >= 400 && response.status < 500) {
            tell.failure(await refusalOf(response));
            return true;
          }
          if (!response.ok || response.body === null) return false;
          tell.state('open');
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          const parser = sseParser();
          for (;;) {
            const { value, done: ended } = await reader.read();
            if (ended) return false;
            alive();
            const events = parser.feed(value);
            serverRetry = parser.retryMs() ?? serverRetry;
            for (const event of events) {
              if (event.event !== orderProgressStream.event) continue;
              const decoded = decodeWith(orderProgressStream.event, WireProgress, safeJson(event.data));
              // a change that does not decode is skipped: the next one carries the whole state
              if (decoded._tag === 'Left') continue;
              const progress = decoded.right as OrderProgress;
              if (progress.version > lastId) {
                lastId = progress.version;
                tell.progress(progress);
              }
              if (isFinalStatus(progress.status)) {
                await reader.cancel().catch(() => undefined);
                return true;
              }
            }
          }
        } catch {
          // dropped, silent past its heartbeat, or closed: the loop decides
          return false;
        } finally {
          clearTimeout(silence);
          stop.signal.removeEventListener('abort', abort);
          connection.abort();
        }
      }

      async function run(): Promise<void> {
        tell.state('connecting');
        let wait = retryMs;
        while (!stop.signal.aborted) {
          const openedAt = Date.now();
          const over = await connect();
          if (over || stop.signal.aborted) break;
          tell.state('reconnecting');
          // a connection that held a while was no failure: the pauses start over
          if (Date.now() - openedAt > silenceMs) wait = serverRetry ?? retryMs;
          await pause(wait, stop.signal);
          wait = Math.min(wait * 2, maxRetryMs);
        }
        finish();
      }

      const ended = run();
      return {
        close() {
          finish();
          stop.abort();
        },
        ended,
      };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
