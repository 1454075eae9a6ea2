import { describe, expect, it } from 'vitest';
import { parseScript } from './script-line.ts';

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
