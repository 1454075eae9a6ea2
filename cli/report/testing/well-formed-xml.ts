// For tests: a strict reader of the XML our reporters write (elements, attributes, text, the
// five entities and character references, an XML declaration). It throws, naming the offset, on
// anything not well-formed: a raw `<` or `&`, a bad entity, a character XML forbids, unbalanced
// or duplicate markup. It is not a general XML parser (no DTD, no namespaces, no CDATA).
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly (XmlElement | string)[];
}

const NAME = /^[A-Za-z_:][-A-Za-z0-9_:.]*/;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function allowed(c: number): boolean {
  return (
    c === 0x9 ||
    c === 0xa ||
    c === 0xd ||
    (c >= 0x20 && c <= 0xd7ff) ||
    (c >= 0xe000 && c <= 0xfffd) ||
    c >= 0x10000
  );
}

export function parseXml(text: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`not well-formed XML at ${at}: ${why} (…${text.slice(Math.max(0, at - 20), at + 20)}…)`);
  };
  for (const ch of text)
    if (!allowed(ch.codePointAt(0) ?? 0)) fail(`character U+${(ch.codePointAt(0) ?? 0).toString(16)}`);

  const decode = (raw: string, inAttribute: boolean): string => {
    if (raw.includes('<')) fail('a raw < in text or an attribute');
    if (inAttribute && raw.includes('"')) fail('a raw " in an attribute');
    return raw.replace(/&([^;]*);?/g, (whole, ref: string) => {
      if (!whole.endsWith(';')) fail(`a raw & (${whole})`);
      if (ref in ENTITIES) return ENTITIES[ref] ?? '';
      const code = /^#x[0-9a-fA-F]+$/.test(ref)
        ? Number.parseInt(ref.slice(2), 16)
        : /^#\d+$/.test(ref)
          ? Number(ref.slice(1))
          : null;
      if (code === null || !allowed(code)) fail(`an unknown entity &${ref};`);
      return String.fromCodePoint(code ?? 0);
    });
  };
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const name = (): string => {
    const m = NAME.exec(text.slice(at));
    if (m === null) return fail('expected a name');
    at += m[0].length;
    return m[0];
  };

  const element = (): XmlElement => {
    if (text[at] !== '<') fail('expected <');
    at++;
    const tag = name();
    const attributes: Record<string, string> = {};
    for (;;) {
      const before = at;
      skipSpace();
      if (text.startsWith('/>', at)) {
        at += 2;
        return { name: tag, attributes, children: [] };
      }
      if (text[at] === '>') {
        at++;
        break;
      }
      if (at === before) fail('expected a space before an attribute');
      const key = name();
      if (key in attributes) fail(`attribute ${key} twice`);
      skipSpace();
      if (text[at] !== '=') fail('expected =');
      at++;
      skipSpace();
      if (text[at] !== '"') fail('expected a double-quoted value');
      const end = text.indexOf('"', at + 1);
      if (end < 0) fail('an unterminated attribute');
      attributes[key] = decode(text.slice(at + 1, end), true);
      at = end + 1;
    }
    const children: (XmlElement | string)[] = [];
    for (;;) {
      const next = text.indexOf('<', at);
      if (next < 0) fail(`<${tag}> is never closed`);
      if (next > at) {
        const raw = text.slice(at, next);
        if (raw.includes('>')) fail('a raw > in text');
        children.push(decode(raw, false));
        at = next;
      }
      if (text.startsWith('</', at)) {
        at += 2;
        const closing = name();
        if (closing !== tag) fail(`</${closing}> closes <${tag}>`);
        skipSpace();
        if (text[at] !== '>') fail('expected >');
        at++;
        return { name: tag, attributes, children };
      }
      children.push(element());
    }
  };

  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    if (end < 0) fail('an unterminated declaration');
    at = end + 2;
  }
  skipSpace();
  const root = element();
  skipSpace();
  if (at !== text.length) fail('content after the root element');
  return root;
}

/** The child elements named `name`. */
export const childrenNamed = (e: XmlElement, name: string): XmlElement[] =>
  e.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** The text inside an element (its text children joined). */
export const textOf = (e: XmlElement): string => e.children.filter((c) => typeof c === 'string').join('');
