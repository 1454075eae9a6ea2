// The script files of a run: files as given, directories expanded to their *.jsonl files. With
// --data, each script is run once per row (one loaded script per row, named after it); every
// name a script takes from outside must be given by --vars/--var or by every row.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseScript, type ScriptLine } from '../script/script-line.ts';
import type { DataRows } from './data-rows.ts';
import type { Given } from './run-variables.ts';

export interface LoadedScript {
  readonly file: string;
  /** The name in reports: the file, and with --data its row (`cash-order.jsonl [row 2: 강남]`). */
  readonly name?: string;
  readonly lines: readonly ScriptLine[];
  /** The script's own clock (its "now" line), or null. */
  readonly now: number | null;
  /** The variables it starts with (--vars, --var, its data row); built-ins are added per run. */
  readonly variables?: Given;
}

export interface LoadOptions {
  readonly given?: Given;
  readonly data?: DataRows;
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

export async function loadScripts(
  paths: readonly string[],
  options: LoadOptions = {},
): Promise<LoadedScripts> {
  const given = options.given ?? {};
  const known = [...Object.keys(given), ...(options.data?.columns ?? [])];
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
      const parsed = parseScript(await readFile(file, 'utf8'), { known });
      if (!parsed.ok) {
        for (const e of parsed.errors) add(file, `${file}:${e.line}: ${e.message}`);
        continue;
      }
      const script = { file, lines: parsed.lines, now: parsed.now };
      if (options.data === undefined) {
        scripts.push({ ...script, variables: given });
        continue;
      }
      const data = options.data;
      for (const row of data.rows) {
        const missing = [...parsed.uses].filter(
          ([name]) => !Object.hasOwn(row.values, name) && !Object.hasOwn(given, name),
        );
        for (const [name, line] of missing)
          add(file, `${data.file}: ${row.at}: no column "${name}" (used by ${file}:${line})`);
        // The row's own columns over --vars/--var: the row is the more particular.
        if (missing.length === 0)
          scripts.push({ ...script, name: `${file} [${row.label}]`, variables: { ...given, ...row.values } });
      }
    }
  }
  const errors = [...byFile.values()].flat();
  return errors.length > 0 ? { ok: false, errors, byFile } : { ok: true, scripts };
}
