// Server-Sent Events as the HTML standard reads them (text/event-stream): lines ending in CR LF, LF
// or CR, `field: value` with one optional space, comments (`:`, the heartbeat) ignored, `data`
// lines joined with LF, an event dispatched at a blank line. Fed chunks as they arrive: a line or
// a CR LF split across chunks is kept until its end comes.

export interface SseEvent {
  /** `message` unless the event named itself. */
  readonly event: string;
  readonly data: string;
  /** The last event id set on the stream so far (the id a reconnect resumes after). */
  readonly id: string;
}

export interface SseParser {
  /** Every event the chunk completes, in order. */
  feed(chunk: string): SseEvent[];
  /** The `retry` the server asked for, in ms; null when it did not. */
  readonly retryMs: () => number | null;
}

export function sseParser(): SseParser {
  let pending = '';
  let afterCr = false;
  let event = '';
  let data: string[] = [];
  let id = '';
  let retry: number | null = null;

  function line(text: string, out: SseEvent[]): void {
    if (text === '') {
      if (data.length > 0) out.push({ event: event === '' ? 'message' : event, data: data.join('\n'), id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        event = value;
        return;
      case 'data':
        data.push(value);
        return;
      case 'id':
        if (!value.includes('\0')) id = value;
        return;
      case 'retry':
        if (/^\d+$/.test(value)) retry = Number(value);
        return;
      default:
        return;
    }
  }

  return {
    feed(chunk) {
      const out: SseEvent[] = [];
      let text = chunk;
      // a CR ending the last chunk and an LF starting this one are one line end
      if (afterCr && text.startsWith('\n')) text = text.slice(1);
      afterCr = false;
      let start = 0;
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c !== '\n' && c !== '\r') continue;
        line(pending + text.slice(start, i), out);
        pending = '';
        if (c === '\r') {
          if (i + 1 === text.length) afterCr = true;
          else if (text[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      pending += text.slice(start);
      return out;
    },
    retryMs: () => retry,
  };
}
