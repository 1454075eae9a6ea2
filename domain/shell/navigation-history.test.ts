import { describe, expect, it } from 'vitest';
import { previousPath } from '../storage-lifetimes.ts';
import { readNavigationHistory, rememberPath } from './navigation-history.ts';

describe('navigation history (spec 001 §9 "Navigation history | 5 entries")', () => {
  it('keeps the last five paths, oldest first', () => {
    let stored: string | null = null;
    for (const path of ['/', '/restaurants/', '/1001/', '/cart/', '/checkout/', '/login/'])
      stored = rememberPath(stored, path);
    expect(readNavigationHistory(stored)).toEqual([
      '/restaurants/',
      '/1001/',
      '/cart/',
      '/checkout/',
      '/login/',
    ]);
    expect(previousPath(readNavigationHistory(stored))).toBe('/checkout/');
  });

  it('does not record the same path twice in a row', () => {
    expect(readNavigationHistory(rememberPath(rememberPath(null, '/cart/'), '/cart/'))).toEqual(['/cart/']);
  });

  it('reads nothing from missing or unreadable text, and drops entries that are not paths', () => {
    expect(readNavigationHistory(null)).toEqual([]);
    expect(readNavigationHistory('{')).toEqual([]);
    expect(readNavigationHistory('{"a":1}')).toEqual([]);
    expect(readNavigationHistory('["/", 3, "javascript:x", "/cart/"]')).toEqual(['/', '/cart/']);
    expect(readNavigationHistory('["/1/","/2/","/3/","/4/","/5/","/6/","/7/"]')).toHaveLength(5);
  });
});
