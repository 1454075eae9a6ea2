// A script's header: its comment (and blank) lines before its first line of JSON, read without
// decoding a step, so that a run chooses its scripts before it decodes them (a script it does not
// choose stops nothing with a bad line). Its keys, in any case:
//   # tags: smoke, coupon        the script's tags, comma or space separated (several lines add up)
//   # data: rows.csv             its data rows, a file beside the script (data-rows.ts)
//   # faults: faults.json        faults injected into its own requests: a file beside the script,
//   # faults: [{"match": …}]     or the rules written in the line (script-faults.ts)
// Only the header counts: a comment further down that starts with "tags:" tags nothing, and a
// `# data:` or `# faults:` line there is refused rather than silently not read.
import type { ScriptError } from '../script/script-line.ts';
import { splitTags } from './script-tags.ts';

/** A header line's value as written, and its line. */
export interface HeaderValue {
  readonly value: string;
  readonly line: number;
}

export interface ScriptHeader {
  /** In order, each once, lower-cased. */
  readonly tags: readonly string[];
  readonly data: HeaderValue | null;
  readonly faults: HeaderValue | null;
  /** A key written twice or empty, or one below the header. */
  readonly errors: readonly ScriptError[];
}

const KEY_LINE = /^#\s*(tags|data|faults)\s*:(.*)$/i;

const what = {
  data: 'a file of rows (.csv, .json or .jsonl) beside the script, e.g. # data: rows.csv',
  faults:
    'a faults file beside the script, or the rules themselves, e.g. # faults: {"match": "order.submit", "fault": "timeout"}',
} as const;

export function scriptHeader(text: string): ScriptHeader {
  const tags: string[] = [];
  const found: { data: HeaderValue | null; faults: HeaderValue | null } = { data: null, faults: null };
  const errors: ScriptError[] = [];
  let inHeader = true;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return;
    if (!trimmed.startsWith('#')) {
      inHeader = false;
      return;
    }
    const match = KEY_LINE.exec(trimmed);
    if (match === null) return;
    const key = (match[1] ?? '').toLowerCase() as 'tags' | 'data' | 'faults';
    const value = (match[2] ?? '').trim();
    if (key === 'tags') {
      if (inHeader) for (const tag of splitTags(value)) if (!tags.includes(tag)) tags.push(tag);
      return;
    }
    if (!inHeader) {
      errors.push({
        line,
        message: `"# ${key}:" is read only in the header, the comment lines before the first line of JSON: move it up`,
      });
      return;
    }
    const first = found[key];
    if (first !== null)
      errors.push({
        line,
        message: `a second "# ${key}:" line (the first is line ${first.line}): a script has one`,
      });
    else if (value === '') errors.push({ line, message: `"# ${key}:" names ${what[key]}` });
    else found[key] = { value, line };
  });
  return { tags, ...found, errors };
}
