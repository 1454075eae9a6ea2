// A test's reader of a Server-Sent Events answer, as a fetch-based client reads it: the status and
// headers, then each event (id, event, data) or `:` comment in the order they arrive.
export interface StreamEvent {
  readonly id?: string;
  readonly event?: string;
  readonly data?: string;
  readonly retry?: string;
  /** A `:` comment line (the heartbeat). */
  readonly comment?: string;
}

export interface EventStream {
  readonly status: number;
  readonly headers: Headers;
  /** The next event or comment; rejects after `timeoutMs`, or when the stream has ended. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  /** The answer's body when it is no stream (a refusal), as text. */
  text(): Promise<string>;
  close(): void;
}

function parseBlock(block: string): StreamEvent[] {
  const event: Record<string, string> = {};
  const comments: StreamEvent[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comments.push({ comment: line.slice(1).trim() });
    else {
      const at = line.indexOf(':');
      const name = at === -1 ? line : line.slice(0, at);
      const value = at === -1 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (name !== '') event[name] = value;
    }
  }
  return Object.keys(event).length === 0 ? comments : [...comments, event];
}

export async function openEventStream(
  url: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  const queue: StreamEvent[] = [];
  const waiting: ((e: StreamEvent | null) => void)[] = [];
  let done = false;
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  const push = (e: StreamEvent | null) => {
    const waiter = waiting.shift();
    if (waiter !== undefined) waiter(e);
    else if (e !== null) queue.push(e);
  };
  if (isStream && response.body !== null) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += decoder.decode(value, { stream: true });
          for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
            for (const e of parseBlock(buffer.slice(0, cut))) push(e);
            buffer = buffer.slice(cut + 2);
          }
        }
      } catch {
        // aborted by close()
      } finally {
        done = true;
        endedResolve();
        while (waiting.length > 0) push(null);
      }
    })();
  } else {
    done = true;
    endedResolve();
  }
  return {
    status: response.status,
    headers: response.headers,
    ended,
    text: () => response.text(),
    close: () => abort.abort(),
    next: (timeoutMs = 2000) => {
      const queued = queue.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      if (done) return Promise.reject(new Error('the stream has ended'));
      return new Promise<StreamEvent>((resolve, reject) => {
        const timer = setTimeout(() => {
          const i = waiting.indexOf(take);
          if (i !== -1) waiting.splice(i, 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const take = (e: StreamEvent | null) => {
          clearTimeout(timer);
          if (e === null) reject(new Error('the stream has ended'));
          else resolve(e);
        };
        waiting.push(take);
      });
    },
  };
}

/** The next `status` event's data within `timeoutMs`, skipping the retry line and heartbeats. */
export async function nextStatus<T = { version: number; status: string }>(
  stream: EventStream,
  timeoutMs = 2000,
): Promise<{ id: string; data: T }> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const left = deadline - performance.now();
    if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
    const e = await stream.next(left);
    if (e.event === 'status' && e.data !== undefined)
      return { id: e.id ?? '', data: JSON.parse(e.data) as T };
  }
}
