// `npm run mutation`'s second half: the score per folder and the surviving mutants, read from the
// JSON report Stryker has just written (stryker.config.mjs). Usage: node scripts/mutation-summary.mjs [report.json]
import { readFileSync } from 'node:fs';
import { formatScoreTable, scoreTable } from './mutation/score-table.mjs';

const file = process.argv[2] ?? 'reports/mutation/mutation.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(
    `${file}: cannot read Stryker's JSON report (${error.message}); run \`npm run mutation\` first`,
  );
  process.exit(1);
}
if (typeof report?.files !== 'object' || report.files === null) {
  console.error(`${file}: not a mutation-testing-report (no "files")`);
  process.exit(1);
}
process.stdout.write(formatScoreTable(scoreTable(report, process.cwd())));
