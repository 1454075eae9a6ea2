import { beforeAll, describe, expect, it } from 'vitest';
import { blocklistIndex, hashBlockEntry, inIndex } from './bcrypt-blocklist.ts';
import {
  type BlocklistResponse,
  handleBlocklistMessage,
  installBlocklistWorker,
} from './blocklist-worker.ts';

let hashes: string[] = [];
let salts: string[] = [];

beforeAll(async () => {
  hashes = [(await hashBlockEntry('cust-42', '01012345678')) ?? ''];
  salts = [...blocklistIndex(hashes).salts];
});

const blocked = (response: BlocklistResponse) => inIndex(blocklistIndex(hashes), response.digests);

describe('the blocklist worker', () => {
  it('answers { id, digests } for { id, salts, customerId, phone }: the entry hashed once per salt (spec 000 §5 "Blocked user: a matching customer id and phone")', async () => {
    const mine = await handleBlocklistMessage({
      id: 7,
      salts,
      customerId: 'cust-42',
      phone: '010-1234-5678',
    });
    expect(mine.id).toBe(7);
    expect(mine.digests).toHaveLength(1);
    expect(blocked(mine)).toBe(true);
    const other = await handleBlocklistMessage({ id: 8, salts, customerId: 'cust-99', phone: '01012345678' });
    expect(other.id).toBe(8);
    expect(blocked(other)).toBe(false);
  });

  it('answers no digests for an entry without id or phone, and an empty digest for a salt bcrypt refuses', async () => {
    expect(await handleBlocklistMessage({ id: 9, salts, customerId: ' ', phone: '010' })).toEqual({
      id: 9,
      digests: [],
    });
    expect(
      await handleBlocklistMessage({ id: 10, salts: ['$2b$99$abc'], customerId: 'a', phone: '1' }),
    ).toEqual({ id: 10, digests: [''] });
  });

  it('answers a message that is not a request with { id: null, blocked: false } (STYLE "Decode every byte from outside")', async () => {
    expect(await handleBlocklistMessage({ salts: 'x' })).toEqual({ id: null, digests: [] });
    expect(await handleBlocklistMessage(null)).toEqual({ id: null, digests: [] });
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
    listener?.({ data: { id: 1, salts, customerId: 'cust-42', phone: '01012345678' } });
    await answered;
    // then
    expect(posted.map((p) => p.id)).toEqual([1]);
    expect(posted.map(blocked)).toEqual([true]);
  });
});
