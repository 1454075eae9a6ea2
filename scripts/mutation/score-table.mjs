// Stryker's JSON report (mutation-testing-report-schema) read as a score per folder and the list of
// surviving mutants: what `npm run mutation` prints after the run (scripts/mutation-summary.mjs).

/** Caught: a test failed (Killed) or the mutant looped until the time limit (Timeout). */
const DETECTED = new Set(['Killed', 'Timeout']);
/** Not caught: no test failed (Survived) or no test ran the code (NoCoverage). */
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** The report's file key relative to the project (Stryker writes it relative, older ones absolute). */
function relativePath(file, root) {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

function folderOf(path) {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '.' : path.slice(0, slash);
}

/** A replacement on one line, cut to `width` characters. */
function oneLine(text, width = 72) {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/**
 * The score per folder — detected / (detected + undetected), Stryker's mutation score; Ignored
 * (the equivalent mutants disabled in the code, with the reason beside them), CompileError and
 * RuntimeError count in neither — and the survivors, in file and line order.
 */
export function scoreTable(report, root) {
  const folders = new Map();
  const survivors = [];
  for (const [file, result] of Object.entries(report.files)) {
    const path = relativePath(file, root);
    const folder = folderOf(path);
    const row = folders.get(folder) ?? { folder, mutants: 0, detected: 0, undetected: 0, ignored: 0 };
    for (const mutant of result.mutants) {
      row.mutants += 1;
      if (DETECTED.has(mutant.status)) row.detected += 1;
      else if (UNDETECTED.has(mutant.status)) row.undetected += 1;
      else if (mutant.status === 'Ignored') row.ignored += 1;
      if (UNDETECTED.has(mutant.status)) {
        survivors.push({
          path,
          line: mutant.location.start.line,
          column: mutant.location.start.column,
          mutator: mutant.mutatorName,
          replacement: oneLine(mutant.replacement),
          status: mutant.status,
        });
      }
    }
    folders.set(folder, row);
  }
  const rows = [...folders.values()].sort((a, b) => a.folder.localeCompare(b.folder));
  survivors.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line || a.column - b.column);
  return { rows: rows.map(withScore), total: withScore(sumRows(rows)), survivors };
}

function sumRows(rows) {
  const total = { folder: 'all', mutants: 0, detected: 0, undetected: 0, ignored: 0 };
  for (const row of rows) {
    total.mutants += row.mutants;
    total.detected += row.detected;
    total.undetected += row.undetected;
    total.ignored += row.ignored;
  }
  return total;
}

function withScore(row) {
  const tested = row.detected + row.undetected;
  return { ...row, score: tested === 0 ? null : (100 * row.detected) / tested };
}

function pad(text, width, right = false) {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

/** The table and the survivors as the terminal shows them. */
export function formatScoreTable(table) {
  const all = [...table.rows, table.total];
  const width = Math.max(6, ...all.map((r) => r.folder.length));
  const header = `${pad('folder', width)}  mutants  killed  survived  ignored   score`;
  const line = (r) =>
    [
      pad(r.folder, width),
      pad(r.mutants, 7, true),
      pad(r.detected, 6, true),
      pad(r.undetected, 8, true),
      pad(r.ignored, 7, true),
      pad(r.score === null ? '-' : `${r.score.toFixed(1)}%`, 7, true),
    ].join('  ');
  const out = [
    'Mutation score per folder (killed: a test failed or timed out; survived: none did, or none ran it;',
    'ignored: equivalent mutants disabled in the code with the reason)',
    '',
    header,
    ...table.rows.map(line),
    '-'.repeat(header.length),
    line(table.total),
    '',
  ];
  if (table.survivors.length === 0) {
    out.push('No surviving mutants.');
  } else {
    out.push(`Surviving mutants (${table.survivors.length}):`);
    const where = table.survivors.map((s) => `${s.path}:${s.line}:${s.column}`);
    const whereWidth = Math.max(...where.map((w) => w.length));
    const mutatorWidth = Math.max(...table.survivors.map((s) => s.mutator.length));
    table.survivors.forEach((s, i) => {
      const note = s.status === 'NoCoverage' ? ' (no test runs it)' : '';
      out.push(`  ${pad(where[i], whereWidth)}  ${pad(s.mutator, mutatorWidth)}  ${s.replacement}${note}`);
    });
  }
  return `${out.join('\n')}\n`;
}
