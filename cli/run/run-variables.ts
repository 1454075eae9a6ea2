// The variables a run is given: --vars FILE (a JSON object of names to strings and numbers) and
// --var name=value (repeatable, a string; wins over --vars). Built-in names cannot be given.
import { readFile } from 'node:fs/promises';
import { BUILTIN_NAMES } from '../script/builtins.ts';

export type GivenValue = string | number | boolean;
export type Given = Readonly<Record<string, GivenValue>>;

/** A name a script can write as {{name}}: no spaces or braces, and not a built-in. */
export function badName(name: string): string | null {
  if (!/^[^{}\s]+$/.test(name)) return `"${name}" cannot be written as {{${name}}} (no spaces or braces)`;
  if ((BUILTIN_NAMES as readonly string[]).includes(name)) return `"${name}" is a built-in`;
  return null;
}

export function isGivenValue(value: unknown): value is GivenValue {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

const describe = (value: unknown) =>
  Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value;

/** --vars FILE: its variables, or why not (naming the file and the bad key). */
export async function readVarsFile(file: string): Promise<Given | string> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return `--vars ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return `--vars ${file}: not JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return `--vars ${file}: expected a JSON object of names to strings or numbers, e.g. {"rid": 1001, "menu": "후라이드치킨"}`;
  for (const [key, value] of Object.entries(json)) {
    const bad = badName(key);
    if (bad !== null) return `--vars ${file}: key ${bad}`;
    if (!isGivenValue(value))
      return `--vars ${file}: key "${key}": expected a string, number or boolean, got ${describe(value)}`;
  }
  return json as Given;
}

/** --var name=value, each a string; or why one is bad. */
export function parseVarFlags(flags: readonly string[]): Given | string {
  const given: Record<string, string> = {};
  for (const flag of flags) {
    const at = flag.indexOf('=');
    if (at <= 0) return `--var: expected name=value, got ${JSON.stringify(flag)}`;
    const name = flag.slice(0, at);
    const bad = badName(name);
    if (bad !== null) return `--var: ${bad}`;
    given[name] = flag.slice(at + 1);
  }
  return given;
}

/** --vars, then --var over it. */
export async function runVariables(
  varsFile: string | undefined,
  varFlags: readonly string[],
): Promise<Given | string> {
  const fromFile = varsFile === undefined ? {} : await readVarsFile(varsFile);
  if (typeof fromFile === 'string') return fromFile;
  const fromFlags = parseVarFlags(varFlags);
  if (typeof fromFlags === 'string') return fromFlags;
  return { ...fromFile, ...fromFlags };
}
