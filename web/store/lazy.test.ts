import { describe, expect, it } from 'vitest';
import { lazyMethods, once, withMethodsFrom } from './lazy.ts';

interface Reads {
  banners(): Promise<string>;
  menu(id: number): Promise<string>;
}

describe('objects whose code loads later', () => {
  it('takes the named methods from the first object and every other from the rest, each loaded when called', async () => {
    const loaded: string[] = [];
    const first = lazyMethods<Pick<Reads, 'banners'>>(async () => {
      loaded.push('first');
      return { banners: async () => 'banners from the first' };
    });
    const rest = lazyMethods<Reads>(async () => {
      loaded.push('rest');
      return { banners: async () => 'banners from the rest', menu: async (id) => `menu ${id}` };
    });
    const reads = withMethodsFrom(first, ['banners'], rest);
    expect(loaded).toEqual([]);
    await expect(reads.banners()).resolves.toBe('banners from the first');
    expect(loaded).toEqual(['first']);
    await expect(reads.menu(7)).resolves.toBe('menu 7');
    expect(loaded).toEqual(['first', 'rest']);
  });

  it('loads once, and again after a failed load', async () => {
    let tries = 0;
    const load = once(async () => {
      tries++;
      if (tries === 1) throw new Error('offline');
      return tries;
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe(2);
    await expect(load()).resolves.toBe(2);
  });
});
