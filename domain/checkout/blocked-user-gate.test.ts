import { describe, expect, it } from 'vitest';
import { blockedUserGate } from './blocked-user-gate.ts';

describe('blocked user', () => {
  it('refuses checkout and cart loading (spec 000 §5 "a matching customer id and phone blocks checkout and cart loading, and shows a \'page load problem, try later\' message.")', () => {
    const r = blockedUserGate(true);
    expect(!r.ok && r.rejection.code).toBe('PAGE_LOAD_PROBLEM');
    expect(blockedUserGate(false)).toEqual({ ok: true, value: undefined });
  });
});
