import { describe, expect, it } from 'vitest';
import { scriptHeader } from './script-header.ts';
import { splitTags } from './script-tags.ts';

const tags = (text: string) => scriptHeader(text).tags;

describe('the tags of a script header', () => {
  it('reads the tags of the header, comma or space separated, lower-cased, each once', () => {
    const text = [
      '# A guest orders.',
      '# tags: smoke, Payment',
      '',
      '#tags:coupon smoke',
      '{"type":"SetLocation","address":"서울 강남구 역삼동"}',
    ].join('\n');
    expect(tags(text)).toEqual(['smoke', 'payment', 'coupon']);
  });

  it('ignores a tags comment after the first JSON line', () => {
    const text = ['# tags: smoke', '{"now":"2026-11-21T12:00:00+09:00"}', '# tags: coupon'].join('\n');
    expect(tags(text)).toEqual(['smoke']);
  });

  it('gives none for a script without a tags line, or with an empty one', () => {
    expect(tags('# just a comment\n{"type":"ClearCart"}\n')).toEqual([]);
    expect(tags('# tags:\n{"type":"ClearCart"}\n')).toEqual([]);
    expect(tags('')).toEqual([]);
  });

  it('does not take a comment that merely mentions tags', () => {
    expect(tags('# the tags: of a menu are its labels\n')).toEqual([]);
  });

  it('splits a flag value like a header', () => {
    expect(splitTags(' smoke,COUPON  payment ,')).toEqual(['smoke', 'coupon', 'payment']);
  });
});

describe('the data and faults of a script header', () => {
  it('reads each as written, with its line, without decoding a step', () => {
    const header = scriptHeader(
      [
        '# An order per row.',
        '# tags: order',
        '# Data: rows.csv',
        '#faults: [{"match": "order.submit", "fault": "timeout"}]',
        '{"type":"NoSuchCommand","menu":"{{nothing}}"}',
      ].join('\n'),
    );
    expect(header).toEqual({
      tags: ['order'],
      data: { value: 'rows.csv', line: 3 },
      faults: { value: '[{"match": "order.submit", "fault": "timeout"}]', line: 4 },
      errors: [],
    });
    expect(scriptHeader('{"type":"ClearCart"}')).toMatchObject({ data: null, faults: null, errors: [] });
  });

  it('refuses one written twice, empty, or below the header, naming the line', () => {
    const header = scriptHeader(
      [
        '# data: a.csv',
        '# data: b.csv',
        '# faults:',
        '{"type":"ClearCart"}',
        '# faults: faults.json',
        '# the data: of the rows is not a key',
      ].join('\n'),
    );
    expect(header.data).toEqual({ value: 'a.csv', line: 1 });
    expect(header.faults).toBeNull();
    expect(header.errors).toEqual([
      { line: 2, message: 'a second "# data:" line (the first is line 1): a script has one' },
      {
        line: 3,
        message:
          '"# faults:" names a faults file beside the script, or the rules themselves, e.g. # faults: {"match": "order.submit", "fault": "timeout"}',
      },
      {
        line: 5,
        message:
          '"# faults:" is read only in the header, the comment lines before the first line of JSON: move it up',
      },
    ]);
  });
});
