// The reporters' files: each opened (its folder made) before the run starts, so a path that
// cannot be written stops the run at once (exit 2) instead of after every script has run. Writes
// are synchronous: NDJSON lines reach the file as they happen, whatever becomes of the process.
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { ReporterSpec } from '../flags/flag-checks.ts';
import type { ReportFile } from './report-run.ts';

export type OpenedFiles =
  | { readonly ok: true; readonly files: ReadonlyMap<string, ReportFile> }
  | { readonly ok: false; readonly message: string };

export function openReportFile(file: string): ReportFile {
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  let open = true;
  return {
    write(text: string) {
      writeSync(fd, text);
      return true;
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}

export function openReportFiles(specs: readonly ReporterSpec[]): OpenedFiles {
  const files = new Map<string, ReportFile>();
  for (const spec of specs) {
    if (spec.file === null) continue;
    try {
      files.set(spec.file, openReportFile(spec.file));
    } catch (error) {
      for (const f of files.values()) f.close();
      const why = error instanceof Error ? error.message : String(error);
      return { ok: false, message: `--reporter: cannot write ${spec.name}:${spec.file}: ${why}` };
    }
  }
  return { ok: true, files };
}

/**
 * A trace file's link from a page written at `page` (stdout: the working folder): a relative
 * path of URL-encoded segments, so no file name can become a scheme (`javascript:`) or a query.
 */
export function traceHref(trace: string, page: string | null): string {
  const from = page === null ? process.cwd() : dirname(resolve(page));
  const target = resolve(trace);
  const path = relative(from, target);
  const segments = (isAbsolute(path) ? target : path).split(sep).map(encodeURIComponent);
  return isAbsolute(path) ? `file://${segments.join('/')}` : segments.join('/');
}
