// A script's tags: `# tags: smoke, coupon` among its header comment lines (the comment and blank
// lines before its first line of JSON). Only the header counts, so a comment further down that
// happens to start with "tags:" does not tag the script. Tags are compared in lower case.
import { readFile } from 'node:fs/promises';

const TAGS_LINE = /^#\s*tags\s*:(.*)$/i;

/** The tags declared in a script's header, in order, each once, lower-cased. */
export function scriptTags(text: string): readonly string[] {
  const tags: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (!line.startsWith('#')) break;
    const found = TAGS_LINE.exec(line);
    if (found === null) continue;
    for (const tag of splitTags(found[1] ?? '')) if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** `smoke, coupon` or `smoke coupon` → ['smoke', 'coupon']. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
}

/** The tags of each script file, read from its header. */
export async function readScriptTags(files: readonly string[]): Promise<Map<string, readonly string[]>> {
  const entries = await Promise.all(
    files.map(async (file) => [file, scriptTags(await readFile(file, 'utf8'))] as const),
  );
  return new Map(entries);
}
