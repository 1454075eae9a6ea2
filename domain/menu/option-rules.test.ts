import { describe, expect, it } from 'vitest';
import {
  type GroupRule,
  groupLabel,
  groupRule,
  isGroupSatisfied,
  isMandatory,
  isOptionSoldOut,
  maxPicks,
  minPicks,
  normaliseGroup,
} from './option-rules.ts';
import { aGroup, anOption } from './testing/menu-builders.ts';

const opts = ['a', 'b', 'c'].map((slug) => anOption({ slug }));

describe('normaliseGroup', () => {
  it('treats multiple+mandatory with count 0 as single (spec 000 §5 "A group flagged multiple and mandatory with count 0 is treated as single.")', () => {
    const g = normaliseGroup(aGroup({ slug: 'g', multiple: true, mandatory: true, multiple_count: 0 }));
    expect(g.multiple).toBe(false);
    expect(g.mandatory).toBe(true);
    expect(groupRule(g)).toEqual({ kind: 'one' });
  });

  it('treats neither multiple nor mandatory with count 0 as a checkbox (spec 000 §5 "One neither multiple nor mandatory with count 0 is treated as multiple (checkbox).")', () => {
    const g = normaliseGroup(aGroup({ slug: 'g', multiple: false, mandatory: false, multiple_count: 0 }));
    expect(g.multiple).toBe(true);
    expect(groupRule(g)).toEqual({ kind: 'any' });
  });

  it('is idempotent (spec 000 §5 "A group flagged multiple and mandatory with count 0 is treated as single.")', () => {
    for (const multiple of [true, false])
      for (const mandatory of [true, false])
        for (const multiple_count of [-1, 0, 2]) {
          const once = normaliseGroup(aGroup({ slug: 'g', multiple, mandatory, multiple_count }));
          expect(normaliseGroup(once)).toEqual(once);
        }
  });

  it('keeps an optional single group with a count as a radio that can stay empty (spec 000 §5 "Ordering is enabled only when all groups are satisfied.")', () => {
    expect(groupRule(aGroup({ slug: 'g', multiple_count: 1 }))).toEqual({ kind: 'at-most-one' });
  });
});

describe('groupLabel', () => {
  it('labels a mandatory counted group (spec 000 §5 "Group labels: "(필수 N개 선택)", "(최대 N개 선택 가능)", "(필수 선택)", "(추가선택 가능)".")', () => {
    expect(groupLabel(aGroup({ slug: 'g', multiple: true, mandatory: true, multiple_count: 2 }))).toBe(
      '(필수 2개 선택)',
    );
  });

  it('labels an optional counted group (spec 000 §5 "Group labels: "(필수 N개 선택)", "(최대 N개 선택 가능)", "(필수 선택)", "(추가선택 가능)".")', () => {
    expect(groupLabel(aGroup({ slug: 'g', multiple: true, multiple_count: 3 }))).toBe('(최대 3개 선택 가능)');
  });

  it('labels a mandatory single group (spec 000 §5 "Group labels: "(필수 N개 선택)", "(최대 N개 선택 가능)", "(필수 선택)", "(추가선택 가능)".")', () => {
    expect(groupLabel(aGroup({ slug: 'g', mandatory: true }))).toBe('(필수 선택)');
    expect(groupLabel(aGroup({ slug: 'g', mandatory: true, multiple: true }))).toBe('(필수 선택)');
  });

  it('labels optional groups without a limit (spec 000 §5 "Group labels: "(필수 N개 선택)", "(최대 N개 선택 가능)", "(필수 선택)", "(추가선택 가능)".")', () => {
    expect(groupLabel(aGroup({ slug: 'g' }))).toBe('(추가선택 가능)');
    expect(groupLabel(aGroup({ slug: 'g', multiple: true }))).toBe('(추가선택 가능)');
    expect(groupLabel(aGroup({ slug: 'g', multiple_count: 1 }))).toBe('(추가선택 가능)');
  });
});

describe('isGroupSatisfied', () => {
  it('needs exactly multiple_count in a mandatory multiple group (spec 000 §5 "A mandatory multiple group is satisfied only when exactly multiple_count are chosen.")', () => {
    const g = aGroup({ slug: 'g', multiple: true, mandatory: true, multiple_count: 2, subchoices: opts });
    expect([0, 1, 2, 3].map((n) => isGroupSatisfied(g, n))).toEqual([false, false, true, false]);
  });

  it('needs one in a mandatory single group (spec 000 §5 "A mandatory single group needs one selection.")', () => {
    const g = aGroup({ slug: 'g', mandatory: true, subchoices: opts });
    expect([0, 1, 2].map((n) => isGroupSatisfied(g, n))).toEqual([false, true, false]);
  });

  it('takes 0..count in an optional multiple group (spec 000 §5 "For a multiple group with multiple_count over 0, choosing more than the count is refused")', () => {
    const g = aGroup({ slug: 'g', multiple: true, multiple_count: 2, subchoices: opts });
    expect([0, 1, 2, 3].map((n) => isGroupSatisfied(g, n))).toEqual([true, true, true, false]);
  });

  it('takes any number in an unlimited checkbox group (spec 000 §5 "One neither multiple nor mandatory with count 0 is treated as multiple (checkbox).")', () => {
    const g = aGroup({ slug: 'g', subchoices: opts });
    expect([0, 3].map((n) => isGroupSatisfied(g, n))).toEqual([true, true]);
  });
});

describe('normaliseGroup of a group already normal or with a negative count', () => {
  it('answers a normal group itself', () => {
    const g = aGroup({ slug: 'g', multiple: true, multiple_count: 2, subchoices: opts });
    expect(normaliseGroup(g)).toBe(g);
  });

  it('reads a negative count as 0 (spec 000 §5 "Menu options")', () => {
    const g = normaliseGroup(aGroup({ slug: 'g', multiple: true, multiple_count: -2 }));
    expect(g.multiple_count).toBe(0);
    expect(groupRule(g)).toEqual({ kind: 'any' });
  });
});

describe('isMandatory', () => {
  it('is true for the groups that need a pick (spec 000 §5 "Menu options")', () => {
    const rules: GroupRule[] = [
      { kind: 'one' },
      { kind: 'exactly', count: 2 },
      { kind: 'at-most-one' },
      { kind: 'up-to', max: 2 },
      { kind: 'any' },
    ];
    expect(rules.map(isMandatory)).toEqual([true, true, false, false, false]);
  });
});

describe('isOptionSoldOut', () => {
  it('is true by the flag or a stock of its own run out, not for one left or an unlimited or absent stock', () => {
    expect(isOptionSoldOut(anOption({ slug: 'a', soldout: true }))).toBe(true);
    expect(isOptionSoldOut(anOption({ slug: 'a', stock_amount: 0 }))).toBe(true);
    expect(isOptionSoldOut(anOption({ slug: 'a', stock_amount: 1 }))).toBe(false);
    expect(isOptionSoldOut(anOption({ slug: 'a', stock_amount: null }))).toBe(false);
    expect(isOptionSoldOut(anOption({ slug: 'a', stock_amount: 9999 }))).toBe(false);
  });
});

describe('a group rule of a kind the rules do not know', () => {
  it('is a bug, thrown with the rule', () => {
    const odd = { kind: 'some' } as never;
    expect(() => maxPicks(odd)).toThrow('unhandled group rule {"kind":"some"}');
    expect(() => minPicks(odd)).toThrow('unhandled group rule');
  });
});
