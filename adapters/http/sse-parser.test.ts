import { describe, expect, it } from 'vitest';
import { sseParser } from './sse-parser.ts';

describe('the Server-Sent Events parser', () => {
  it('reads named events with their ids and data, and skips the heartbeat comments', () => {
    const parser = sseParser();
    expect(parser.feed(': heartbeat\n\nid: 2\nevent: status\ndata: {"a":1}\n\n')).toEqual([
      { event: 'status', data: '{"a":1}', id: '2' },
    ]);
  });

  it('keeps a line and a CR LF split across chunks, and joins data lines', () => {
    const parser = sseParser();
    expect(parser.feed('id: 3\r')).toEqual([]);
    expect(parser.feed('\ndata: one\r\ndata:two\r')).toEqual([]);
    expect(parser.feed('\n\r\n')).toEqual([{ event: 'message', data: 'one\ntwo', id: '3' }]);
  });

  it("keeps the last id for the events after it, and reads the server's retry", () => {
    const parser = sseParser();
    expect(parser.feed('retry: 2500\nid: 7\n\ndata: x\n\n')).toEqual([
      { event: 'message', data: 'x', id: '7' },
    ]);
    expect(parser.retryMs()).toBe(2500);
  });
});
