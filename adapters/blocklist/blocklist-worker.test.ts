import { beforeAll, describe, expect, it } from 'vitest';
import { hashBlockEntry } from './bcrypt-blocklist.ts';
import {
  type BlocklistResponse,
  handleBlocklistMessage,
  installBlocklistWorker,
} from './blocklist-worker.ts';

let hashes: string[] = [];

beforeAll(async () => {
  hashes = [(await hashBlockEntry('cust-42', '01012345678')) ?? ''];
});

describe('the blocklist worker', () => {
  it('answers { id, blocked } for { id, hashes, customerId, phone } (spec 000 §5 "Blocked user: a matching customer id and phone")', async () => {
    expect(
      await handleBlocklistMessage({ id: 7, hashes, customerId: 'cust-42', phone: '010-1234-5678' }),
    ).toEqual({
      id: 7,
      blocked: true,
    });
    expect(
      await handleBlocklistMessage({ id: 8, hashes, customerId: 'cust-99', phone: '01012345678' }),
    ).toEqual({
      id: 8,
      blocked: false,
    });
  });

  it('answers a message that is not a request with { id: null, blocked: false } (STYLE "Decode every byte from outside")', async () => {
    expect(await handleBlocklistMessage({ hashes: 'x' })).toEqual({ id: null, blocked: false });
    expect(await handleBlocklistMessage(null)).toEqual({ id: null, blocked: false });
  });

  it('posts the answer back when installed in a worker scope (spec 000 §5 "Blocked user")', async () => {
    // given
    let listener: ((event: { readonly data: unknown }) => void) | undefined;
    const posted: BlocklistResponse[] = [];
    const answered = new Promise<void>((resolve) => {
      installBlocklistWorker({
        addEventListener: (_type, l) => {
          listener = l;
        },
        postMessage: (message) => {
          posted.push(message);
          resolve();
        },
      });
    });
    // when
    listener?.({ data: { id: 1, hashes, customerId: 'cust-42', phone: '01012345678' } });
    await answered;
    // then
    expect(posted).toEqual([{ id: 1, blocked: true }]);
  });
});
