import { describe, expect, it } from 'vitest';
import { parseScript } from './script-line.ts';

/** The error of each line of a script that must not decode. */
function errors(...lines: string[]) {
  const parsed = parseScript(lines.join('\n'));
  if (parsed.ok) throw new Error('expected the script to be refused');
  return parsed.errors.map((e) => `${e.line}: ${e.message}`);
}

describe('typos in a script are refused before anything runs, with a hint', () => {
  it('unknown command types, fields and line keys get "did you mean"', () => {
    expect(
      errors(
        '{"type":"AddItme","menu":"치즈볼"}',
        '{"type":"AddItem","menu":"치즈볼","amout":2}',
        '{"asert":{"cart.total":1000}}',
        '{"type":"ClearCart","expcet":"ok"}',
      ),
    ).toEqual([
      '1: unknown command type "AddItme"; did you mean "AddItem"?',
      '2: AddItem: unknown field "amout"; did you mean "amount"?',
      '3: a command line needs a "type" (e.g. "AddItem") or an "assert"; did you mean "assert" for "asert"?',
      '4: ClearCart: unknown field "expcet"; did you mean "expect"?',
    ]);
  });

  it('assertion paths are checked against the projections', () => {
    expect(
      errors('{"assert":{"cart.totl":1000}}', '{"assert":{"checkout.phone.stauts":"verified"}}'),
    ).toEqual([
      '1: "cart.totl": no field cart.totl; did you mean cart.total?',
      '2: "checkout.phone.stauts": no field checkout.phone.stauts; did you mean checkout.phone.status?',
    ]);
  });

  it('unknown "$" operators are refused, naming the known ones, not compared as literals', () => {
    expect(
      errors(
        '{"assert":{"cart.total":{"$gt":1000}}}',
        '{"assert":{"checkout.orderNumber":{"$regx":"^\\\\d+$"}}}',
        '{"assert":{"checkout.orderNumber":{"$regex":"("}}}',
      ),
    ).toEqual([
      '1: "cart.total": unknown operator "$gt" (known: $regex)',
      '2: "checkout.orderNumber": unknown operator "$regx"; did you mean "$regex"? (known: $regex)',
      '3: "checkout.orderNumber": not a regular expression: (',
    ]);
  });

  it('still takes good lines', () => {
    const parsed = parseScript(
      [
        '{"type":"AddItem","menu":"치즈볼","amount":2,"expect":{"rejected":"품절"}}',
        '{"assert":{"cart.items.0.options":{"맛 선택":["양념"]},"checkout.orderNumber":{"$regex":"^\\\\d{10}$"}}}',
      ].join('\n'),
    );
    expect(parsed.ok).toBe(true);
  });
});

const command = '{"type":"SetLocation","address":"서울 강남구 역삼동"}';

describe('a clock line', () => {
  it('gives the script the time it runs at', () => {
    const parsed = parseScript(`# at noon\n{"now":"2026-11-21T12:00:00+09:00"}\n${command}`);
    expect(parsed).toMatchObject({ ok: true, now: Date.parse('2026-11-21T03:00:00Z') });
    expect(parsed.ok && parsed.lines).toHaveLength(1);
  });

  it('is absent from a script on the runner clock', () => {
    expect(parseScript(command)).toMatchObject({ ok: true, now: null });
  });

  it('is refused without an offset, after a command, twice, or with other fields', () => {
    expect(parseScript(`{"now":"2026-11-21T12:00:00"}\n${command}`)).toEqual({
      ok: false,
      errors: [
        {
          line: 1,
          message: '"now" must be an ISO 8601 time with an offset, e.g. "2026-11-21T12:00:00+09:00"',
        },
      ],
    });
    expect(parseScript(`${command}\n{"now":"2026-11-21T12:00:00+09:00"}`)).toMatchObject({
      ok: false,
      errors: [{ line: 2, message: 'a clock line comes once, before the first command' }],
    });
    const twice = '{"now":"2026-11-21T12:00:00+09:00"}\n{"now":"2026-11-22T12:00:00+09:00"}';
    expect(parseScript(`${twice}\n${command}`)).toMatchObject({ ok: false, errors: [{ line: 2 }] });
    expect(parseScript(`{"now":"2026-11-21T12:00:00+09:00","assert":{}}\n${command}`)).toMatchObject({
      ok: false,
      errors: [{ line: 1, message: 'a clock line holds only "now" (found now, assert)' }],
    });
  });
});
