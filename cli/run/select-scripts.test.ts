import { describe, expect, it } from 'vitest';
import { describeSelection, filtersGiven, selectScripts } from './select-scripts.ts';

const scripts = [
  { name: 'fixtures/scripts/cash-order.jsonl', tags: ['smoke', 'payment'] },
  { name: 'fixtures/scripts/coupon-min-order.jsonl', tags: ['coupon'] },
  { name: 'fixtures/scripts/coupon-single-use.jsonl', tags: ['coupon', 'slow'] },
  { name: 'fixtures/scripts/sms-ban.jsonl', tags: [] },
];
const none = { tags: [], excludeTags: [] };
const names = (selected: readonly { name: string }[]) => selected.map((s) => s.name.split('/').at(-1));

describe('selectScripts', () => {
  it('takes every script when no filter is given', () => {
    expect(selectScripts(scripts, none)).toEqual(scripts);
    expect(filtersGiven(none)).toBe(false);
  });

  it('--grep matches a text in the path, in any case', () => {
    expect(names(selectScripts(scripts, { ...none, grep: 'COUPON-' }))).toEqual([
      'coupon-min-order.jsonl',
      'coupon-single-use.jsonl',
    ]);
    expect(selectScripts(scripts, { ...none, grep: 'nothing-like-it' })).toEqual([]);
  });

  it('--tag takes a script carrying any of the tags', () => {
    expect(names(selectScripts(scripts, { ...none, tags: ['smoke', 'coupon'] }))).toEqual([
      'cash-order.jsonl',
      'coupon-min-order.jsonl',
      'coupon-single-use.jsonl',
    ]);
  });

  it('--exclude-tag drops a script carrying any of them, also after --tag', () => {
    expect(names(selectScripts(scripts, { ...none, excludeTags: ['slow'] }))).toEqual([
      'cash-order.jsonl',
      'coupon-min-order.jsonl',
      'sms-ban.jsonl',
    ]);
    expect(names(selectScripts(scripts, { tags: ['coupon'], excludeTags: ['slow'] }))).toEqual([
      'coupon-min-order.jsonl',
    ]);
  });

  it('all filters together narrow each other', () => {
    const selection = { grep: 'order', tags: ['coupon', 'payment'], excludeTags: ['smoke'] };
    expect(names(selectScripts(scripts, selection))).toEqual(['coupon-min-order.jsonl']);
    expect(describeSelection(selection)).toBe('--grep order --tag coupon,payment --exclude-tag smoke');
  });
});
