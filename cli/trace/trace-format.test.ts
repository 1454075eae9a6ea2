// A trace file read back: the known trace round-trips; anything else is refused with what is wrong.
import { describe, expect, it } from 'vitest';
import { knownTrace } from './testing/known-trace.ts';
import { decodeTrace } from './trace-format.ts';

const text = (value: unknown) => JSON.stringify(value);

describe('decodeTrace', () => {
  it('reads back what was written', () => {
    expect(decodeTrace(text(knownTrace))).toEqual({ ok: true, trace: knownTrace });
  });

  it('names the JSON path of a bad field', () => {
    const bad = { ...knownTrace, steps: [{ ...knownTrace.steps[0], line: 'three' }] };
    const read = decodeTrace(text(bad));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toContain('$.steps[0].line');
  });

  it('refuses what is not JSON, not a trace, another version, or a step naming a missing projection', () => {
    expect(decodeTrace('{"format":')).toMatchObject({ ok: false, error: expect.stringMatching(/^not JSON/) });
    expect(decodeTrace(text({ cart: {} }))).toEqual({
      ok: false,
      error: 'not a jumun trace ($.format is not "jumun-trace")',
    });
    expect(decodeTrace(text({ ...knownTrace, version: 2 }))).toEqual({
      ok: false,
      error: 'trace version 2: this jumun reads version 1',
    });
    const dangling = { ...knownTrace, steps: [{ ...knownTrace.steps[0], after: 9 }] };
    expect(decodeTrace(text(dangling))).toEqual({
      ok: false,
      error: '$.steps[0]: names a projection the trace does not hold',
    });
  });
});
