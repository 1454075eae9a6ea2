import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { closed } from './closed.ts';
import { decodeWith, formatWireError } from './decode.ts';
import { Id, IsoDateTime, nullable, Won } from './primitives.ts';
import { leftOf, rightOf } from './testing/codec-helpers.ts';

const Line = t.type({ name: t.string, price: Won, tags: t.array(t.string) });
const Order = t.type({ lines: t.array(Line), note: nullable(t.string) });

describe('decodeWith', () => {
  it('gives the decoded value for a good body, extra fields and all', () => {
    const body = { lines: [{ name: '치킨', price: 18000, tags: [], extra: 1 }], note: null, more: true };
    expect(rightOf(decodeWith('x.call', Order, body))).toEqual(body);
  });

  it('names the call and the JSON path of the first bad field, with expected type and actual value', () => {
    const body = {
      lines: [
        { name: 'a', price: 1, tags: [] },
        { name: 'b', price: 1200.5, tags: [] },
      ],
      note: null,
    };
    expect(leftOf(decodeWith('x.call', Order, body))).toEqual({
      kind: 'malformed',
      call: 'x.call',
      path: '$.lines[1].price',
      message: 'expected Won (an integer number of won), got 1200.5',
    });
  });

  it('says a missing field is missing', () => {
    const e = leftOf(decodeWith('x.call', Order, { lines: [{ name: 'a', tags: [] }], note: null }));
    expect(e.path).toBe('$.lines[0].price');
    expect(e.message).toBe('missing, expected Won');
  });

  it('names a nullable field by its whole type and indexes nested arrays', () => {
    const e = leftOf(
      decodeWith('x.call', Order, { lines: [{ name: 'a', price: 1, tags: ['ok', 7] }], note: 3 }),
    );
    expect(e.path).toBe('$.lines[0].tags[1]');
    const note = leftOf(decodeWith('x.call', Order, { lines: [], note: 3 }));
    expect(note).toMatchObject({ path: '$.note', message: 'expected (string | null), got 3' });
  });

  it('truncates a long actual value', () => {
    const e = leftOf(decodeWith('x.call', Id, 'x'.repeat(500)));
    expect(e.path).toBe('$');
    expect(e.message.length).toBeLessThan(120);
    expect(e.message.endsWith('…')).toBe(true);
  });

  it('follows the union branch the body was meant for', () => {
    const Answer = t.union([t.type({ token: t.string }), t.type({ error: t.type({ code: Id }) })]);
    const e = leftOf(decodeWith('x.call', Answer, { error: { code: 'x' } }));
    expect(e.path).toBe('$.error.code');
  });

  it('quotes keys that are not identifiers', () => {
    const Odd = t.type({ 'a-b': t.string });
    expect(leftOf(decodeWith('x.call', Odd, { 'a-b': 1 })).path).toBe('$["a-b"]');
  });

  it('checks dates are ISO 8601 with an offset', () => {
    expect(rightOf(decodeWith('x', IsoDateTime, '2026-11-20T19:30:00+09:00'))).toBe(
      '2026-11-20T19:30:00+09:00',
    );
    expect(leftOf(decodeWith('x', IsoDateTime, '2026-11-20 19:30')).message).toContain('ISO 8601');
    expect(leftOf(decodeWith('x', IsoDateTime, '2026-02-30T19:30:00+09:00')).message).toContain('ISO 8601');
  });

  it('does not throw on a value whose getter throws', () => {
    const hostile = Object.defineProperty({}, 'lines', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(leftOf(decodeWith('x.call', Order, hostile)).path).toBe('$');
  });

  it('formats an error as one line', () => {
    const e = leftOf(decodeWith('x.call', Order, null));
    expect(formatWireError(e)).toBe(
      'x.call: $: expected { lines: Array<{ name: string, price: Won, tags: Array<string> }>, note: (string | null) }, got null',
    );
  });
});

describe('closed (request objects)', () => {
  const Body = closed(
    'Body',
    { id: Id, customer: closed('Customer', { phone: t.string }) },
    { memo: t.string },
  );

  it('accepts the known fields, optional ones left out', () => {
    expect(rightOf(decodeWith('x', Body, { id: 1, customer: { phone: '010' } }))).toEqual({
      id: 1,
      customer: { phone: '010' },
    });
  });

  it('reports an unknown key with its path', () => {
    const e = leftOf(decodeWith('x', Body, { id: 1, customer: { phone: '010', adress: 'x' } }));
    expect(e).toMatchObject({ path: '$.customer.adress', message: 'unknown field, got "x"' });
  });

  it('reports a missing or bad known field before unknown keys', () => {
    expect(leftOf(decodeWith('x', Body, { customer: { phone: '010' }, zzz: 1 })).path).toBe('$.id');
    expect(leftOf(decodeWith('x', Body, { id: 1, customer: { phone: '010' }, memo: 3 })).path).toBe('$.memo');
  });

  it('encodes only the known fields', () => {
    const value = { id: 1, customer: { phone: '010' }, memo: undefined };
    expect(Body.encode(value)).toEqual({ id: 1, customer: { phone: '010' } });
    expect(Body.is(value)).toBe(true);
    expect(Body.is({ ...value, extra: 1 })).toBe(false);
  });
});
