// Read and resend lines as a script writes them: what they read, and the refusals of a wrong one,
// each naming what is wrong before anything runs.
import { describe, expect, it } from 'vitest';
import { parseReadLine } from './read-line.ts';
import { parseScript } from './script-line.ts';

const every = { stock: { $every: { stock: { $gte: 0 } } } };

describe('read and resend lines', () => {
  it('read a menu or resend the last order, with the checks of what comes back', () => {
    expect(parseReadLine({ read: 'menu', restaurantId: 1001, assert: every })).toEqual({
      read: { kind: 'menu', restaurantId: 1001 },
      checks: every,
    });
    expect(parseReadLine({ resend: 'SubmitOrder', assert: { orderNumber: '{{order}}' } })).toEqual({
      read: { kind: 'resend-order' },
      checks: { orderNumber: '{{order}}' },
    });
  });

  it('refuse a read of something else, a missing restaurant, a stray key and a field it does not answer', () => {
    expect(parseReadLine({ read: 'cart', assert: every })).toMatch(/"read" reads "menu"/);
    expect(parseReadLine({ read: 'menu', assert: every })).toMatch(/names its "restaurantId"/);
    expect(parseReadLine({ read: 'menu', restaurantId: 1001, asert: every })).toMatch(
      /unknown "asert"; did you mean "assert"\?/,
    );
    expect(parseReadLine({ read: 'menu', restaurantId: 1001 })).toMatch(/"assert" holds the checks/);
    expect(parseReadLine({ read: 'menu', restaurantId: 1001, assert: { stok: [] } })).toBe(
      '"stok": a menu read answers items, stock; did you mean "stock"?',
    );
    expect(parseReadLine({ resend: 'AddItem', assert: { status: 200 } })).toMatch(/"SubmitOrder" is the one/);
    expect(parseReadLine({ resend: 'SubmitOrder', assert: { status: { $gte: 'x' } } })).toBe(
      '"status": "$gte" takes a number, got "x"',
    );
  });

  it('are lines of a script, their placeholders checked like any other', () => {
    const parsed = parseScript(
      [
        '{"type":"SetLocation","address":"역삼동"}',
        '{"capture":{"order":"checkout.orderNumber"}}',
        '{"resend":"SubmitOrder","assert":{"status":200,"orderNumber":"{{order}}"}}',
        '{"read":"menu","restaurantId":1001,"assert":{"stock":{"$every":{"stock":{"$gte":0}}}}}',
      ].join('\n'),
    );
    expect(parsed.ok && parsed.lines.map((l) => l.kind)).toEqual(['command', 'capture', 'read', 'read']);
    const typo = parseScript('{"resend":"SubmitOrder","assert":{"orderNumber":"{{ordr}}"}}');
    expect(typo.ok ? [] : typo.errors.map((e) => e.message)).toEqual([
      expect.stringContaining('unknown variable {{ordr}}'),
    ]);
  });
});
