// `jumun merge-reports`: read every shard's NDJSON report, merge them (cli/report/merge-runs.ts),
// write the JUnit and HTML reports asked for, print the summary and the recap of failures, and
// answer 1 when any merged script failed or could not run, or a run was interrupted, so CI's
// merge job fails with them; 2 when the reports are not one whole split (a shard missing, unless
// --allow-missing-shards, which then says the report is partial in every output; a shard twice;
// two splits).
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { exitCodes } from '../exit.ts';
import { decodeFlags, fields, optional } from '../flags/flag-codec.ts';
import { htmlReport } from '../report/html.ts';
import { junitReport } from '../report/junit.ts';
import { mergeRuns, type ShardReport } from '../report/merge-runs.ts';
import { prettyRecap, prettySummary } from '../report/pretty.ts';
import { readRunEvents } from '../report/read-events.ts';
import { openReportFile, traceHref } from '../run/report-files.ts';
import type { RunIo } from '../run/report-run.ts';
import type { MergeReportsFlags } from './merge-reports-flag-table.ts';

const text = optional(t.string, undefined);
export const MergeReportsOptions = fields({
  junit: text,
  html: text,
  allowMissingShards: optional(t.boolean, false),
});

/** The reports named: files as given, directories searched (deeply) for *.ndjson, by path. */
async function reportFiles(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (info === null) throw new Error(`no such file or directory: ${path}`);
    if (!info.isDirectory()) {
      found.push(path);
      continue;
    }
    const inside = await readdir(path, { recursive: true, withFileTypes: true });
    const reports = inside
      .filter((e) => e.isFile() && e.name.endsWith('.ndjson'))
      .map((e) => join(e.parentPath, e.name))
      .sort();
    if (reports.length === 0) throw new Error(`no *.ndjson report in ${path}`);
    found.push(...reports);
  }
  // A file named twice (`reports/` and `./reports/a.ndjson`) is read once.
  return [...new Map(found.map((f) => [resolve(f), f])).values()];
}

export async function mergeReportsCommand(
  paths: readonly string[],
  flags: MergeReportsFlags,
  io: RunIo,
): Promise<number> {
  const say = (message: string) => io.stderr.write(`jumun: ${message}\n`);
  const decoded = decodeFlags(MergeReportsOptions, flags);
  if (isLeft(decoded)) {
    say(decoded.left);
    return exitCodes.badInput;
  }
  const { junit, html, allowMissingShards } = decoded.right;
  if (junit !== undefined && junit === html) {
    say(`--junit and --html both write ${junit}: give each its own file`);
    return exitCodes.badInput;
  }
  let files: string[];
  try {
    files = await reportFiles(paths);
  } catch (error) {
    say(error instanceof Error ? error.message : String(error));
    return exitCodes.badInput;
  }
  const shards: ShardReport[] = [];
  for (const file of files) {
    const body = await readFile(file, 'utf8').catch((error: Error) => error);
    if (body instanceof Error) {
      say(`cannot read ${file}: ${body.message}`);
      return exitCodes.badInput;
    }
    const events = readRunEvents(body, file);
    if (isLeft(events)) {
      say(events.left);
      return exitCodes.badInput;
    }
    shards.push({ file, events: events.right });
  }
  const merged = mergeRuns(shards, { allowMissingShards });
  if (isLeft(merged)) {
    say(merged.left);
    return exitCodes.badInput;
  }
  const { scripts, errors, summary, missingShards } = merged.right;
  const partial = missingShards.length === 0 ? undefined : `shard ${missingShards.join(', ')} missing`;
  const interrupted =
    merged.right.interrupted.length === 0
      ? undefined
      : merged.right.interrupted.map((i) => `${i.file} (${i.signal})`).join(', ');
  const notes = {
    ...(partial === undefined ? {} : { partial }),
    ...(interrupted === undefined ? {} : { interrupted }),
  };
  // Loud, and first: a partial report must not pass for the suite's.
  if (partial !== undefined)
    say(
      `WARNING: a partial report: ${partial} (--allow-missing-shards); its results are not the whole suite's`,
    );
  // The reports were redacted when the runs wrote them; what is read back is written as read.
  try {
    if (junit !== undefined) write(junit, junitReport(scripts, errors, notes));
    if (html !== undefined)
      write(
        html,
        htmlReport({
          scripts,
          errors,
          summary,
          title: `jumun merge-reports (${files.length} report${files.length === 1 ? '' : 's'})`,
          traceHref: (trace) => traceHref(trace, html),
          ...notes,
        }),
      );
  } catch (error) {
    say(`cannot write the report: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodes.badInput;
  }
  io.stdout.write(`merged ${files.length} report${files.length === 1 ? '' : 's'}: ${files.join(', ')}\n`);
  io.stdout.write(`${prettySummary(summary)}\n`);
  if (partial !== undefined) io.stdout.write(`partial: ${partial}\n`);
  if (interrupted !== undefined)
    io.stdout.write(`interrupted: ${interrupted}; the scripts it did not finish are reported not run\n`);
  const recap = prettyRecap(scripts.flatMap((s) => s.results));
  if (recap !== null) io.stdout.write(`${recap}\n`);
  for (const error of errors)
    io.stdout.write(`could not run ${error.name}: ${error.message.split('\n')[0]}\n`);
  // An interrupted run did not run its suite: the merge job fails with it, as with a failure.
  return summary.failed > 0 || errors.length > 0 || interrupted !== undefined
    ? exitCodes.failed
    : exitCodes.ok;
}

function write(file: string, body: string): void {
  const out = openReportFile(file);
  try {
    out.write(body);
  } finally {
    out.close();
  }
}
