import { describe, expect, it } from 'vitest';
import { lastEventId } from './progress-stream-routes.ts';

describe('the version a progress stream resumes after', () => {
  it('reads the Last-Event-ID header first, then ?last_event_id=, else none (0)', () => {
    expect(lastEventId('3', { last_event_id: '1' })).toEqual({ ok: true, value: 3 });
    expect(lastEventId(undefined, { last_event_id: '2' })).toEqual({ ok: true, value: 2 });
    expect(lastEventId(undefined, {})).toEqual({ ok: true, value: 0 });
    // an EventSource whose last event had no id sends it empty
    expect(lastEventId('', undefined)).toEqual({ ok: true, value: 0 });
  });

  it('names what is not a version, and an unknown query field', () => {
    expect(lastEventId('-1', {})).toEqual({
      ok: false,
      message: 'progress stream: Last-Event-ID: expected a version (a whole number ≥ 0), got "-1"',
    });
    expect(lastEventId(undefined, { last_event_id: '01' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('$.last_event_id'),
    });
    expect(lastEventId(undefined, { last_event_id: ['1', '2'] })).toMatchObject({ ok: false });
    expect(lastEventId(undefined, { since: '1' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('$.since'),
    });
  });
});
