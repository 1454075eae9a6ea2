// A run chooses its scripts by their headers and decodes only those it chose; a script's
// `# data:` header binds its rows to it alone. `jumun run --list` shows the plan and the rows.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { readDataRows } from './data-rows.ts';
import { planRun, planSummary } from './plan-run.ts';
import { runCommand } from './run-command.ts';
import type { RunFlags } from './run-flag-table.ts';
import { dataFlagRefusal, decodeScripts, loadScripts, readScriptSources } from './script-files.ts';

const root = mkdtempSync(join(tmpdir(), 'jumun-plan-'));
let folders = 0;

/** A folder of scripts (and data files), each written as given. */
function suite(files: Readonly<Record<string, string>>, name = `suite-${++folders}`): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const SMOKE = '# tags: smoke\n{"assert":{"cart.total":0}}\n';
/** Data-driven, and its rows lack the name it uses: bad once chosen. */
const ROWS_LACK_MENU = '# tags: coupon\n# data: rows.csv\n{"type":"AddItem","menu":"{{menu}}","amount":1}\n';
const BAD_LINE = '# tags: wip\n{"type":"AddItm"}\n';
const options: Parameters<typeof planRun>[1] = {
  tag: [],
  excludeTag: [],
  lastFailed: false,
  shard: null,
  grep: undefined,
};

async function plan(dir: string, chosen: Partial<typeof options> = {}) {
  const read = await readScriptSources([dir]);
  if (!read.ok) throw new Error(read.errors.join('\n'));
  const planned = await planRun(read.sources, { ...options, ...chosen });
  if (!planned.ok) throw new Error(planned.message);
  return { planned: planned.planned, loaded: await decodeScripts(planned.planned) };
}

describe('choosing scripts before decoding them', () => {
  const dir = () =>
    suite({
      'a-smoke.jsonl': SMOKE,
      'b-coupon.jsonl': ROWS_LACK_MENU,
      'c-wip.jsonl': BAD_LINE,
      'rows.csv': 'label\n강남\n',
    });

  it('runs the chosen script when a script it leaves out has a bad line or an unknown name', async () => {
    const folder = dir();
    const { planned, loaded } = await plan(folder, { tag: ['smoke'] });
    expect(planned.map((p) => p.name)).toEqual([join(folder, 'a-smoke.jsonl')]);
    expect(loaded).toMatchObject({ ok: true, scripts: [{ file: join(folder, 'a-smoke.jsonl') }] });
  });

  it('still refuses a chosen script that does not decode, naming the file and the line', async () => {
    const folder = dir();
    const { loaded } = await plan(folder);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.errors).toEqual([
      `${join(folder, 'b-coupon.jsonl')}:3: unknown variable {{menu}}; give it with --var menu=VALUE, --vars FILE or a data column (# data: FILE), or capture it on an earlier line`,
      expect.stringMatching(new RegExp(`^${join(folder, 'c-wip.jsonl')}:2: unknown command type "AddItm"`)),
    ]);
  });

  it('jumun run --tag smoke --list: the folder runs; without the tag it is refused (exit 2)', async () => {
    const folder = dir();
    const run = async (flags: RunFlags) => {
      const [stdout, stderr] = [fakeStream(false), fakeStream(false)];
      const code = await runCommand([folder], { list: true, ...flags }, { stdout, stderr }, { ci: false });
      return { code, stdout: stdout.text(), stderr: stderr.text() };
    };
    expect(await run({ tag: ['smoke'] })).toEqual({
      code: 0,
      stdout: `${join(folder, 'a-smoke.jsonl')}  [smoke]\n`,
      stderr: 'jumun: 1 of 3 scripts would run\n',
    });
    const all = await run({});
    expect(all.code).toBe(2);
    expect(all.stderr).toContain(`${join(folder, 'c-wip.jsonl')}:2: unknown command type "AddItm"`);
    expect(all.stderr).not.toContain('a-smoke.jsonl');
  });
});

describe('a "# data:" header', () => {
  const ORDER = '# tags: order\n# data: ../data/menus.csv\n{"type":"AddItem","menu":"{{menu}}","amount":1}\n';

  const menus = () =>
    join(suite({ 'menus.csv': 'label,menu\n양념,양념치킨\n간장,간장치킨\n' }, 'data'), 'menus.csv');

  it('gives its rows to its script only, from a file beside the script; another script runs once', async () => {
    // the data folder is named relative to the script: ../data/
    menus();
    const folder = suite({ 'order.jsonl': ORDER, 'smoke.jsonl': SMOKE });
    const { planned, loaded } = await plan(folder);
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const order = join(folder, 'order.jsonl');
    expect(loaded.scripts.map((s) => [s.name ?? s.file, s.variables])).toEqual([
      [`${order} [row 1: 양념]`, { label: '양념', menu: '양념치킨' }],
      [`${order} [row 2: 간장]`, { label: '간장', menu: '간장치킨' }],
      [join(folder, 'smoke.jsonl'), {}],
    ]);
    expect(planSummary(planned, 2)).toBe(
      `2 of 2 scripts would run, 3 runs (${order}: 2 rows of ${join(folder, '../data/menus.csv')})`,
    );
    const grepped = await plan(folder, { grep: '간장' });
    expect(grepped.planned.map((p) => p.name)).toEqual([`${order} [row 2: 간장]`]);
    expect(planSummary(grepped.planned, 2)).toBe(
      `1 of 2 scripts would run, 1 run (${order}: 1 of 2 rows of ${join(folder, '../data/menus.csv')})`,
    );
  });

  it("keeps a folder's JSONL rows that one of its scripts names out of the folder's scripts", async () => {
    const folder = suite({
      'order.jsonl': '# data: rows.jsonl\n{"type":"AddItem","menu":"{{menu}}","amount":1}\n',
      'rows.jsonl': '{"label":"양념","menu":"양념치킨"}\n',
    });
    const read = await readScriptSources([folder]);
    expect(read.ok && read.sources.map((s) => s.file)).toEqual([join(folder, 'order.jsonl')]);
    const { loaded } = await plan(folder);
    expect(loaded.ok && loaded.scripts.map((s) => s.name)).toEqual([
      `${join(folder, 'order.jsonl')} [row 1: 양념]`,
    ]);
  });

  it('names the script file and its header line when the data file is missing or bad', async () => {
    const folder = suite({
      'missing.jsonl': '# data: nowhere.csv\n{"type":"AddItem","menu":"{{menu}}","amount":1}\n',
      'ragged.jsonl':
        '# A comment first.\n# data: ragged.csv\n{"type":"AddItem","menu":"{{menu}}","amount":1}\n',
      'ragged.csv': 'label,menu\n강남\n',
    });
    const { loaded } = await plan(folder);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${join(folder, 'missing.jsonl')}:1: # data: nowhere\\.csv: ENOENT: no such file or directory`,
        ),
      ),
      expect.stringMatching(new RegExp(`^${join(folder, 'ragged.jsonl')}:2: # data: ragged\\.csv: .*line 2`)),
    ]);
    // …and never stops a run that leaves the script out
    expect(await plan(folder, { grep: 'nothing-of-the-kind-but' }).catch((e: Error) => e.message)).toMatch(
      /^no script matches --grep/,
    );
  });

  it('--data gives one script its rows, over its header; with more scripts it is refused', async () => {
    const folder = suite({
      'order.jsonl': ORDER.replace('../data/menus.csv', 'none.csv'),
      'smoke.jsonl': SMOKE,
    });
    const rows = await readDataRows(menus());
    if (typeof rows === 'string') throw new Error(rows);
    const one = await loadScripts([join(folder, 'order.jsonl')], { data: rows });
    expect(one.ok && one.scripts.map((s) => s.row)).toEqual(['row 1: 양념', 'row 2: 간장']);
    const read = await readScriptSources([folder]);
    if (!read.ok) throw new Error(read.errors.join('\n'));
    expect(dataFlagRefusal(read.sources, rows)).toBe(
      `--data ${rows.file} gives the rows of one script, and this run has 2 (${join(folder, 'order.jsonl')}, ${join(folder, 'smoke.jsonl')}): give a script that runs once per row a "# data: FILE" line in its header`,
    );
    const [stdout, stderr] = [fakeStream(false), fakeStream(false)];
    const code = await runCommand(
      [folder],
      { data: [rows.file], list: true },
      { stdout, stderr },
      { ci: false },
    );
    expect([code, stderr.text()]).toEqual([2, `jumun: ${dataFlagRefusal(read.sources, rows)}\n`]);
  });
});

describe('--data given twice', () => {
  it('is refused, naming both files, rather than keeping the last (exit 2)', async () => {
    const [stdout, stderr] = [fakeStream(false), fakeStream(false)];
    const code = await runCommand(
      ['fixtures/data/order-per-row.jsonl'],
      { data: ['a.csv', 'b.csv'], list: true },
      { stdout, stderr },
      { ci: false },
    );
    expect(code).toBe(2);
    expect(stderr.text()).toBe(
      'jumun: --data given 2 times (a.csv, b.csv): a run takes one data file, for its one script; give each script its own with a "# data: FILE" line in its header\n',
    );
  });
});
