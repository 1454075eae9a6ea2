// A Korean text the client did not make (a server's refusal) read back as the catalogue entry it
// is, with the values it was filled with (issue "English": what the gateway answers in Korean is
// shown in English when the client knows it). Each Korean template becomes a pattern: `{name}` any
// text, `{name:을/를}` any text and either particle. The values come back as the Korean wrote them
// (rejection-text.ts writes each in the other language).
import { type MessageCode, messages } from '../messages.ts';

interface Template {
  readonly code: MessageCode;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  /** How much of the text is fixed: the more, the surer a match. */
  readonly fixed: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateOf(code: MessageCode): Template {
  const names: string[] = [];
  let source = '';
  let at = 0;
  const text = messages[code];
  for (const m of text.matchAll(/\{(\w+)(?::([^}]+))?\}/g)) {
    source += escapeRegExp(text.slice(at, m.index));
    names.push(m[1] ?? '');
    const particles = m[2]?.split('/').map(escapeRegExp);
    source += particles === undefined ? '(.+?)' : `(.+?)(?:${particles.join('|')})`;
    at = (m.index ?? 0) + m[0].length;
  }
  source += escapeRegExp(text.slice(at));
  const fixed = text.replace(/\{\w+(?::[^}]+)?\}/g, '').length;
  return { code, pattern: new RegExp(`^${source}$`, 's'), names, fixed };
}

// Made at the first text read back: only a customer reading another language pays for them.
let templates: readonly Template[] | undefined;

/**
 * The most fixed text first: a text without placeholders, then templates by how much of them is
 * fixed, so "{menu}: 가격이 {from}에서 {to}로 바뀌었습니다." is tried before "{menu}: {reason}".
 */
function allTemplates(): readonly Template[] {
  templates ??= (Object.keys(messages) as MessageCode[])
    .map(templateOf)
    .sort((a, b) => (a.names.length === 0 ? -1 : 0) - (b.names.length === 0 ? -1 : 0) || b.fixed - a.fixed);
  return templates;
}

export interface KnownText {
  readonly code: MessageCode;
  /** Each placeholder's value as the Korean text has it ("15,000원", "30초", a name). */
  readonly params: Readonly<Record<string, string>>;
}

/** The catalogue entry `text` is, with its values; null for a text the catalogue does not know. */
export function knownText(text: string): KnownText | null {
  const trimmed = text.trim();
  for (const template of allTemplates()) {
    const m = template.pattern.exec(trimmed);
    if (m === null) continue;
    const params: Record<string, string> = {};
    template.names.forEach((name, i) => {
      params[name] = m[i + 1] ?? '';
    });
    return { code: template.code, params };
  }
  return null;
}
