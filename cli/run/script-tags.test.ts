import { describe, expect, it } from 'vitest';
import { scriptTags, splitTags } from './script-tags.ts';

describe('scriptTags', () => {
  it('reads the tags of the header, comma or space separated, lower-cased, each once', () => {
    const text = [
      '# A guest orders.',
      '# tags: smoke, Payment',
      '',
      '#tags:coupon smoke',
      '{"type":"SetLocation","address":"서울 강남구 역삼동"}',
    ].join('\n');
    expect(scriptTags(text)).toEqual(['smoke', 'payment', 'coupon']);
  });

  it('ignores a tags comment after the first JSON line', () => {
    const text = ['# tags: smoke', '{"now":"2026-11-21T12:00:00+09:00"}', '# tags: coupon'].join('\n');
    expect(scriptTags(text)).toEqual(['smoke']);
  });

  it('gives none for a script without a tags line, or with an empty one', () => {
    expect(scriptTags('# just a comment\n{"type":"ClearCart"}\n')).toEqual([]);
    expect(scriptTags('# tags:\n{"type":"ClearCart"}\n')).toEqual([]);
    expect(scriptTags('')).toEqual([]);
  });

  it('does not take a comment that merely mentions tags', () => {
    expect(scriptTags('# the tags: of a menu are its labels\n')).toEqual([]);
  });

  it('splits a flag value like a header', () => {
    expect(splitTags(' smoke,COUPON  payment ,')).toEqual(['smoke', 'coupon', 'payment']);
  });
});
