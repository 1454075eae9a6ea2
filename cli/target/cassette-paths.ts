// Which cassette each script replays from (`--cassette`) or records to (`--record`). A directory
// holds one cassette per script, named after it (`cash-order.jsonl` ↔ `DIR/cash-order.json`);
// a file holds one script's. Two scripts never share a cassette: it is refused before anything runs.
import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

export type CassettePaths =
  | { readonly ok: true; readonly directory: boolean; readonly files: ReadonlyMap<string, string> }
  | { readonly ok: false; readonly message: string };

export function scriptStem(script: string): string {
  return basename(script).replace(/\.jsonl?$/, '');
}

const isDirectory = (path: string) => existsSync(path) && statSync(path).isDirectory();

function listed(scripts: readonly string[]): string {
  const shown = scripts.slice(0, 3).join(', ');
  return scripts.length > 3 ? `${shown}, …` : shown;
}

export interface PathOptions {
  /**
   * A cassette may be missing (it will be recorded): PATH is taken as for --record and nothing is
   * required to exist. Default: for --record only.
   */
  readonly mayRecord?: boolean;
}

/**
 * `--cassette PATH`: a directory when it is one (or ends in /). `--record PATH` (or a mode that may
 * record): a directory when it ends in /, is one, or several scripts record and PATH is not a
 * `.json` file.
 */
export function cassettePaths(
  flag: '--cassette' | '--record',
  path: string,
  scripts: readonly string[],
  options: PathOptions = {},
): CassettePaths {
  const mayRecord = options.mayRecord ?? flag === '--record';
  const directory =
    path.endsWith('/') || isDirectory(path) || (mayRecord && scripts.length > 1 && !path.endsWith('.json'));
  if (!directory) {
    if (scripts.length > 1) {
      return {
        ok: false,
        message: `${flag} ${path}: ${scripts.length} scripts cannot share one cassette file (${listed(scripts)}): give a directory, one cassette per script`,
      };
    }
    return { ok: true, directory, files: new Map(scripts.map((s) => [s, path])) };
  }
  if (scripts.length === 0) {
    return {
      ok: false,
      message: `${flag} ${path}: a directory of cassettes is for \`jumun run\`; give one file`,
    };
  }
  if (!mayRecord && !isDirectory(path))
    return { ok: false, message: `--cassette ${path}: no such directory` };
  const files = new Map<string, string>();
  const owner = new Map<string, string>();
  for (const script of scripts) {
    const file = join(path, `${scriptStem(script)}.json`);
    const other = owner.get(file);
    if (other !== undefined && other !== script)
      return {
        ok: false,
        message: `${flag} ${path}: ${other} and ${script} would share the cassette ${file}`,
      };
    owner.set(file, script);
    files.set(script, file);
  }
  if (!mayRecord) {
    const missing = [...files].filter(([, file]) => !existsSync(file));
    if (missing.length > 0) {
      const which = missing.map(([script, file]) => `${script} (expected ${file})`);
      return { ok: false, message: `--cassette ${path}: no cassette for ${which.join(', ')}` };
    }
  }
  return { ok: true, directory, files };
}
