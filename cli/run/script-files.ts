// The script files of a run: files as given, directories expanded to their *.jsonl files, each read
// with its header (script-header.ts) but not decoded: a run chooses its scripts first (plan-run.ts)
// and then decodes those it chose, so a script it leaves out never stops it. A script with data
// rows (its `# data: FILE` header, or --data FILE for the one script of a run) runs once per row,
// one loaded script per row, named after it; every name it takes from outside must be given by
// --vars/--var or by every row.
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { FaultRule } from '../../adapters/faults/fault-config.ts';
import { parseScript, type ScriptLine } from '../script/script-line.ts';
import type { Variables } from '../script/template.ts';
import { type DataRow, type DataRows, readDataRows } from './data-rows.ts';
import type { Given } from './run-variables.ts';
import { readScriptFaults } from './script-faults.ts';
import { type ScriptHeader, scriptHeader } from './script-header.ts';

/** A script file as read, its steps not yet decoded. */
export interface ScriptSource {
  readonly file: string;
  readonly text: string;
  readonly header: ScriptHeader;
}

export interface LoadedScript {
  readonly file: string;
  /** The name in reports: the file, and for a data row its row (`cash-order.jsonl [row 2: 강남]`). */
  readonly name?: string;
  /** For a data row: its label (`row 2: 강남`), which its trace file is named after too. */
  readonly row?: string;
  readonly lines: readonly ScriptLine[];
  /** The script's own clock (its "now" line), or null. */
  readonly now: number | null;
  /** The variables it starts with (--vars, --var, its data row); built-ins are added per run. */
  readonly variables?: Variables;
  /** The faults its `# faults:` header declares, injected into its requests only. */
  readonly faults?: readonly FaultRule[];
}

export interface LoadOptions {
  readonly given?: Given;
  /** --data: the rows of the one script of the run, over its `# data:` header. */
  readonly data?: DataRows;
}

export interface ScriptErrors {
  readonly ok: false;
  /** Every error, `file:line: why`. */
  readonly errors: readonly string[];
  /** The same errors by script file (or path given), for reports. */
  readonly byFile: ReadonlyMap<string, readonly string[]>;
}

export type LoadedScripts = { readonly ok: true; readonly scripts: readonly LoadedScript[] } | ScriptErrors;

export type ScriptSources = { readonly ok: true; readonly sources: readonly ScriptSource[] } | ScriptErrors;

/** A script the run takes: with its rows (or why they cannot be read), and the row it runs. */
export interface ChosenScript {
  readonly source: ScriptSource;
  /** Its data rows; null when it has none (it runs once), or why they cannot be read. */
  readonly rows: DataRows | string | null;
  /** The row this run of it takes, when it has rows. */
  readonly row: DataRow | null;
}

function errorList() {
  const byFile = new Map<string, string[]>();
  return {
    byFile,
    add: (file: string, error: string) => byFile.set(file, [...(byFile.get(file) ?? []), error]),
    result: (): ScriptErrors | null => {
      const errors = [...byFile.values()].flat();
      return errors.length > 0 ? { ok: false, errors, byFile } : null;
    },
  };
}

async function expand(path: string): Promise<string[]> {
  const info = await stat(path);
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path)).filter((n) => n.endsWith('.jsonl')).sort();
  return names.map((n) => join(path, n));
}

/** Where a `# data:` line's file is: beside the script, unless the line gives an absolute path. */
export function dataFileOf(script: string, value: string): string {
  return isAbsolute(value) ? value : join(dirname(script), value);
}

/**
 * The script files the paths name, each read with its header; a path that names none is an error.
 * A folder's .jsonl file that one of its scripts names as its rows (`# data: rows.jsonl`) is data,
 * not a script.
 */
export async function readScriptSources(paths: readonly string[]): Promise<ScriptSources> {
  const { add, result } = errorList();
  const sources: (ScriptSource & { readonly inFolder: boolean })[] = [];
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
      const text = await readFile(file, 'utf8');
      sources.push({ file, text, header: scriptHeader(text), inFolder: file !== path });
    }
  }
  const rows = new Set(
    sources.flatMap(({ file, header }) =>
      header.data === null ? [] : [resolve(dataFileOf(file, header.data.value))],
    ),
  );
  const scripts = sources
    .filter((s) => !(s.inFolder && rows.has(resolve(s.file))))
    .map(({ file, text, header }) => ({ file, text, header }));
  return result() ?? { ok: true, sources: scripts };
}

/** --data names one script's rows: with more than one script in the run, why it cannot. */
export function dataFlagRefusal(sources: readonly ScriptSource[], data: DataRows | undefined): string | null {
  if (data === undefined || sources.length === 1) return null;
  const shown = sources.slice(0, 3).map((s) => s.file);
  return `--data ${data.file} gives the rows of one script, and this run has ${sources.length} (${shown.join(', ')}${sources.length > 3 ? ', …' : ''}): give a script that runs once per row a "# data: FILE" line in its header`;
}

/** The rows a script runs once each: --data's, else its `# data:` header's; null when it has none. */
export async function scriptRows(
  source: ScriptSource,
  data: DataRows | undefined,
): Promise<DataRows | string | null> {
  if (data !== undefined) return data;
  const named = source.header.data;
  if (named === null) return null;
  return readDataRows(
    dataFileOf(source.file, named.value),
    `${source.file}:${named.line}: # data: ${named.value}`,
  );
}

interface Decoded {
  readonly lines: readonly ScriptLine[];
  readonly now: number | null;
  readonly uses: ReadonlyMap<string, number>;
  readonly faults: readonly FaultRule[];
}

/** One script's steps, header and faults; null when any is bad (the errors added). */
async function decodeSource(
  { source, rows }: ChosenScript,
  given: Given,
  add: (file: string, error: string) => void,
): Promise<Decoded | null> {
  const { file, header } = source;
  let ok = true;
  const fail = (error: string) => {
    ok = false;
    add(file, error);
  };
  for (const e of header.errors) fail(`${file}:${e.line}: ${e.message}`);
  const faults = await readScriptFaults(file, header.faults);
  if (typeof faults === 'string') fail(faults);
  // Unreadable rows: the names they would give are unknown, so the steps would only add noise.
  if (typeof rows === 'string') {
    fail(rows);
    return null;
  }
  const known = [...Object.keys(given), ...(rows?.columns ?? [])];
  const parsed = parseScript(source.text, { known });
  if (!parsed.ok) for (const e of parsed.errors) fail(`${file}:${e.line}: ${e.message}`);
  return ok && parsed.ok && typeof faults !== 'string'
    ? { lines: parsed.lines, now: parsed.now, uses: parsed.uses, faults }
    : null;
}

/** The chosen scripts decoded, one loaded script per run of each (a row each, or one). */
export async function decodeScripts(
  chosen: readonly ChosenScript[],
  given: Given = {},
): Promise<LoadedScripts> {
  const { add, result } = errorList();
  const decoded = new Map<string, Decoded | null>();
  const scripts: LoadedScript[] = [];
  for (const c of chosen) {
    const { file } = c.source;
    if (!decoded.has(file)) decoded.set(file, await decodeSource(c, given, add));
    const script = decoded.get(file);
    if (script === null || script === undefined) continue;
    const base = {
      file,
      lines: script.lines,
      now: script.now,
      ...(script.faults.length === 0 ? {} : { faults: script.faults }),
    };
    const { rows, row } = c;
    if (row === null || rows === null || typeof rows === 'string') {
      scripts.push({ ...base, variables: given });
      continue;
    }
    const missing = [...script.uses].filter(
      ([name]) => !Object.hasOwn(row.values, name) && !Object.hasOwn(given, name),
    );
    for (const [name, line] of missing)
      add(file, `${rows.file}: ${row.at}: no column "${name}" (used by ${file}:${line})`);
    // The row's own columns over --vars/--var: the row is the more particular.
    if (missing.length === 0)
      scripts.push({
        ...base,
        name: `${file} [${row.label}]`,
        row: row.label,
        variables: { ...given, ...row.values },
      });
  }
  return result() ?? { ok: true, scripts };
}

/** Each run of a script: once per row of its rows, or once. */
export function runsOf(source: ScriptSource, rows: DataRows | string | null): ChosenScript[] {
  return rows === null || typeof rows === 'string'
    ? [{ source, rows, row: null }]
    : rows.rows.map((row) => ({ source, rows, row }));
}

/** Every script the paths name, every row of each, decoded: a run that chooses none of them out. */
export async function loadScripts(
  paths: readonly string[],
  options: LoadOptions = {},
): Promise<LoadedScripts> {
  const read = await readScriptSources(paths);
  if (!read.ok) return read;
  const refused = dataFlagRefusal(read.sources, options.data);
  if (refused !== null) return { ok: false, errors: [refused], byFile: new Map([['--data', [refused]]]) };
  const chosen = await Promise.all(
    read.sources.map(async (source) => runsOf(source, await scriptRows(source, options.data))),
  );
  return decodeScripts(chosen.flat(), options.given);
}
