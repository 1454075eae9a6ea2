// The XML checker the reporter tests rely on must itself refuse what is not well-formed.
import { describe, expect, it } from 'vitest';
import { parseXml } from './well-formed-xml.ts';

describe('the well-formed XML checker', () => {
  it('reads elements, attributes, entities and character references', () => {
    expect(
      parseXml('<?xml version="1.0"?>\n<a x="1 &amp; &quot;2&quot;"><b/>t &lt;&#233;&#x41;</a>\n'),
    ).toEqual({
      name: 'a',
      attributes: { x: '1 & "2"' },
      children: [{ name: 'b', attributes: {}, children: [] }, 't <éA'],
    });
  });

  it.each([
    ['a raw <', '<a>1 < 2</a>'],
    ['a raw &', '<a>fish & chips</a>'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['a raw > in text', '<a>]]></a>'],
    ['a raw < in an attribute', '<a x="<"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['a duplicate attribute', '<a x="1" x="2"/>'],
    ['unbalanced tags', '<a><b></a></b>'],
    ['an unclosed element', '<a>'],
    ['two roots', '<a/><b/>'],
    ['a control character', '<a>\u0001</a>'],
    ['a lone surrogate', '<a>\uD800</a>'],
    ['a forbidden character reference', '<a>&#1;</a>'],
  ])('refuses %s', (_, xml) => {
    expect(() => parseXml(xml)).toThrow(/not well-formed XML/);
  });
});
