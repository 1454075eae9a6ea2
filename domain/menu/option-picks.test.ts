import { describe, expect, it } from 'vitest';
import { firstUnsatisfied, isOrderingEnabled, noPicks, togglePick } from './option-picks.ts';
import { aGroup, anItem, anOption } from './testing/menu-builders.ts';

const opts = [anOption({ slug: 'a' }), anOption({ slug: 'b' }), anOption({ slug: 'c' })];
const upToTwo = aGroup({
  slug: 'toppings',
  name: '토핑',
  multiple: true,
  multiple_count: 2,
  subchoices: opts,
});
const size = aGroup({ slug: 'size', name: '사이즈', mandatory: true, subchoices: opts });

describe('togglePick', () => {
  it('refuses a pick past multiple_count and undoes it (spec 000 §5 "choosing more than the count is refused with "최대 N개 까지 선택 가능합니다." and the pick is undone.")', () => {
    // given two picked in a group of at most two
    const selection = { toppings: ['a', 'b'] };
    // when a third is picked
    const outcome = togglePick(selection, upToTwo, 'c');
    // then it is refused and the selection is unchanged
    expect(outcome.ok).toBe(false);
    expect(outcome.selection).toEqual({ toppings: ['a', 'b'] });
    if (!outcome.ok) {
      expect(outcome.rejection).toEqual({
        code: 'OPTION_MAX_EXCEEDED',
        message: '최대 2개 까지 선택 가능합니다.',
        params: { n: 2 },
      });
    }
  });

  it('adds picks in menu order up to the count (spec 000 §5 "For a multiple group with multiple_count over 0, choosing more than the count is refused")', () => {
    const outcome = togglePick({ toppings: ['c'] }, upToTwo, 'a');
    expect(outcome).toEqual({ ok: true, selection: { toppings: ['a', 'c'] } });
  });

  it('unpicks a picked option of a multiple group (spec 000 §5 "the pick is undone")', () => {
    expect(togglePick({ toppings: ['a', 'c'] }, upToTwo, 'a')).toEqual({
      ok: true,
      selection: { toppings: ['c'] },
    });
  });

  it('replaces the pick in a single group (spec 000 §5 "A mandatory single group needs one selection.")', () => {
    expect(togglePick({ size: ['a'] }, size, 'b')).toEqual({ ok: true, selection: { size: ['b'] } });
    expect(togglePick({ size: ['a'] }, size, 'a')).toEqual({ ok: true, selection: { size: ['a'] } });
  });

  it('lets an optional single group be cleared (spec 000 §5 "Ordering is enabled only when all groups are satisfied.")', () => {
    const optional = aGroup({ slug: 'drink', multiple_count: 1, subchoices: opts });
    expect(togglePick({ drink: ['a'] }, optional, 'a')).toEqual({ ok: true, selection: { drink: [] } });
  });

  it('refuses a sold-out option (spec 000 §3 "Each option has slug, id, name, price, stock_amount.")', () => {
    const g = aGroup({ slug: 'g', multiple: true, subchoices: [anOption({ slug: 'x', soldout: true })] });
    const outcome = togglePick(noPicks, g, 'x');
    expect(outcome.ok).toBe(false);
    expect(outcome.selection).toBe(noPicks);
    if (!outcome.ok) expect(outcome.rejection.code).toBe('OPTION_SOLD_OUT');
  });

  it('refuses an option the group does not have (spec 000 §3 "Subchoice group: slug, id, name, mandatory, multiple, multiple_count, subchoices.")', () => {
    const outcome = togglePick(noPicks, size, 'zzz');
    expect(outcome.ok ? null : outcome.rejection.code).toBe('OPTION_UNKNOWN');
  });
});

describe('firstUnsatisfied / isOrderingEnabled', () => {
  const exactlyTwo = aGroup({
    slug: 'sauce',
    name: '소스',
    multiple: true,
    mandatory: true,
    multiple_count: 2,
    subchoices: opts,
  });
  const item = anItem({ subchoices: [size, exactlyTwo, upToTwo] });

  it('disables ordering until every group is satisfied, naming the first unsatisfied group (spec 000 §5 "Ordering is enabled only when all groups are satisfied.")', () => {
    expect(isOrderingEnabled(item, noPicks)).toBe(false);
    expect(firstUnsatisfied(item, noPicks)).toEqual({
      code: 'OPTION_GROUP_UNSATISFIED',
      message: '사이즈를 선택해주세요.',
      params: { group: '사이즈' },
    });
    expect(firstUnsatisfied(item, { size: ['a'], sauce: ['a'] })?.message).toBe('소스를 선택해주세요.');
  });

  it('enables ordering when every group is satisfied (spec 000 §5 "A mandatory multiple group is satisfied only when exactly multiple_count are chosen.")', () => {
    expect(isOrderingEnabled(item, { size: ['a'], sauce: ['a', 'b'] })).toBe(true);
    expect(isOrderingEnabled(item, { size: ['a'], sauce: ['a', 'b'], toppings: ['c'] })).toBe(true);
  });

  it('reports too many picks as the count exceeded (spec 000 §5 "choosing more than the count is refused with "최대 N개 까지 선택 가능합니다."")', () => {
    expect(firstUnsatisfied(item, { size: ['a'], sauce: ['a', 'b', 'c'] })?.code).toBe('OPTION_MAX_EXCEEDED');
  });
});

describe('togglePick in optional groups', () => {
  it('replaces the pick of an optional single group (spec 000 §5 "Menu options")', () => {
    const atMostOne = aGroup({ slug: 'sauce', multiple: false, multiple_count: 1, subchoices: opts });
    const first = togglePick(noPicks, atMostOne, 'a');
    expect(first.ok && togglePick(first.selection, atMostOne, 'b')).toEqual({
      ok: true,
      selection: { sauce: ['b'] },
    });
  });

  it('takes any number of picks in a group without a limit (spec 000 §5 "Menu options")', () => {
    const any = aGroup({ slug: 'extras', multiple: true, multiple_count: 0, subchoices: opts });
    let selection = noPicks;
    for (const slug of ['c', 'a', 'b']) {
      const outcome = togglePick(selection, any, slug);
      expect(outcome.ok).toBe(true);
      selection = outcome.selection;
    }
    expect(selection).toEqual({ extras: ['a', 'b', 'c'] });
    expect(firstUnsatisfied(anItem({ subchoices: [any] }), selection)).toBeNull();
  });
});

describe('firstUnsatisfied at the bounds', () => {
  const exactlyTwo = aGroup({
    slug: 'two',
    name: '둘',
    mandatory: true,
    multiple: true,
    multiple_count: 2,
    subchoices: opts,
  });
  const item = anItem({ subchoices: [exactlyTwo, upToTwo] });

  it('accepts exactly the minimum and the maximum', () => {
    expect(firstUnsatisfied(item, { two: ['a', 'b'], toppings: ['a', 'b'] })).toBeNull();
  });

  it('names the group one pick short, and the maximum one pick over', () => {
    expect(firstUnsatisfied(item, { two: ['a'] })).toMatchObject({
      code: 'OPTION_GROUP_UNSATISFIED',
      params: { group: '둘' },
    });
    expect(firstUnsatisfied(item, { two: ['a', 'b', 'c'] })).toMatchObject({
      code: 'OPTION_MAX_EXCEEDED',
      params: { n: 2 },
    });
  });
});
