// The script files of a run: files as given, directories expanded to their *.jsonl files.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseScript, type ScriptLine } from '../script/script-line.ts';

export interface LoadedScript {
  readonly file: string;
  readonly lines: readonly ScriptLine[];
  /** The script's own clock (its "now" line), or null. */
  readonly now: number | null;
}

export type LoadedScripts =
  | { readonly ok: true; readonly scripts: readonly LoadedScript[] }
  | {
      readonly ok: false;
      /** Every error, `file:line: why`. */
      readonly errors: readonly string[];
      /** The same errors by script file (or path given), for reports. */
      readonly byFile: ReadonlyMap<string, readonly string[]>;
    };

async function expand(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).filter((n) => n.endsWith('.jsonl')).sort();
  return names.map((n) => join(path, n));
}

export async function loadScripts(paths: readonly string[]): Promise<LoadedScripts> {
  const byFile = new Map<string, string[]>();
  const add = (file: string, error: string) => byFile.set(file, [...(byFile.get(file) ?? []), error]);
  const scripts: LoadedScript[] = [];
  for (const path of paths) {
    let files: string[];
    try {
      files = await expand(path);
    } catch (error) {
      add(path, `${path}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (files.length === 0) add(path, `${path}: no .jsonl scripts in this directory`);
    for (const file of files) {
      const parsed = parseScript(await readFile(file, 'utf8'));
      if (parsed.ok) scripts.push({ file, lines: parsed.lines, now: parsed.now });
      else for (const e of parsed.errors) add(file, `${file}:${e.line}: ${e.message}`);
    }
  }
  const errors = [...byFile.values()].flat();
  return errors.length > 0 ? { ok: false, errors, byFile } : { ok: true, scripts };
}
