import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataRows } from './data-rows.ts';
import { parseVarFlags, runVariables } from './run-variables.ts';
import { loadScripts } from './script-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-vars-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('--vars and --var', () => {
  it('reads a JSON object, and --var wins over it', async () => {
    const vars = file('env.json', '{"rid": 1001, "menu": "후라이드치킨", "phone": "01055550001"}');
    expect(await runVariables(vars, ['menu=양념치킨', 'note=a=b'])).toEqual({
      rid: 1001,
      menu: '양념치킨',
      phone: '01055550001',
      note: 'a=b',
    });
  });

  it('refuses a bad file naming it and the bad key, and a bad --var', async () => {
    const nested = file('nested.json', '{"rid": 1001, "address": {"city": "서울"}}');
    expect(await runVariables(nested, [])).toBe(
      `--vars ${nested}: key "address": expected a string, number or boolean, got object`,
    );
    const list = file('list.json', '[1, 2]');
    expect(await runVariables(list, [])).toMatch(/^--vars .*list\.json: expected a JSON object/);
    const builtin = file('builtin.json', '{"unique.phone": "01012345678"}');
    expect(await runVariables(builtin, [])).toBe(`--vars ${builtin}: key "unique.phone" is a built-in`);
    expect(await runVariables(join(dir, 'missing.json'), [])).toMatch(/^--vars .*missing\.json: ENOENT/);
    expect(parseVarFlags(['menu'])).toBe('--var: expected name=value, got "menu"');
    expect(parseVarFlags(['=x'])).toBe('--var: expected name=value, got "=x"');
    expect(parseVarFlags(['my menu=x'])).toMatch(/^--var: "my menu" cannot be written/);
  });
});

describe('--data rows', () => {
  it('reads CSV with every value a string, and labels rows by "label" or "name", else by place', async () => {
    const csv = file('rows.csv', 'label,phone,rid\n강남,01055550001,1001\n,01055550002,1002\n');
    const rows = await readDataRows(csv);
    if (typeof rows === 'string') throw new Error(rows);
    expect(rows.columns).toEqual(['label', 'phone', 'rid']);
    expect(rows.rows.map((r) => [r.label, r.values.phone, r.values.rid, r.at])).toEqual([
      ['row 1: 강남', '01055550001', '1001', 'line 2'],
      ['row 2', '01055550002', '1002', 'line 3'],
    ]);
  });

  it('reads a JSON list of objects, keeping numbers numbers', async () => {
    const json = file('rows.json', '[{"name": "역삼", "rid": 1001}, {"rid": 1002}]');
    const rows = await readDataRows(json);
    if (typeof rows === 'string') throw new Error(rows);
    expect(rows.rows.map((r) => [r.label, r.values.rid])).toEqual([
      ['row 1: 역삼', 1001],
      ['row 2', 1002],
    ]);
  });

  it('refuses a ragged CSV row, a JSON that is no list, a row that is no object, naming file and place', async () => {
    const ragged = file('ragged.csv', 'label,phone\n강남,01055550001\n역삼\n');
    expect(await readDataRows(ragged)).toMatch(/^--data .*ragged\.csv: .*line 3/);
    const object = file('object.json', '{"rid": 1001}');
    expect(await readDataRows(object)).toMatch(/^--data .*object\.json: expected a JSON list of rows/);
    const scalar = file('scalar.json', '[{"rid": 1001}, 7]');
    expect(await readDataRows(scalar)).toMatch(
      /^--data .*scalar\.json: row 2: expected an object of columns$/,
    );
    expect(await readDataRows(file('rows.txt', 'a'))).toMatch(/expected a \.csv, \.json or \.jsonl file$/);
  });

  it("keeps a JSON or JSONL row's objects and lists whole, and names a JSONL row by its line", async () => {
    const options = { 맛: ['양념'], '사이드 추가': ['감자튀김', '콘샐러드'] };
    const json = await readDataRows(file('deep.json', JSON.stringify([{ rid: [1], options }])));
    if (typeof json === 'string') throw new Error(json);
    expect(json.rows[0]?.values).toEqual({ rid: [1], options });
    const lines = file(
      'rows.jsonl',
      `# one row a line\n{"label": "양념", "options": ${JSON.stringify(options)}}\n\n{"label": "후라이드", "options": {"맛": ["후라이드"]}}\n`,
    );
    const jsonl = await readDataRows(lines);
    if (typeof jsonl === 'string') throw new Error(jsonl);
    expect(jsonl.rows.map((r) => [r.label, r.at, r.values.options])).toEqual([
      ['row 1: 양념', 'line 2', options],
      ['row 2: 후라이드', 'line 4', { 맛: ['후라이드'] }],
    ]);
    const bad = file('bad.jsonl', '{"label": "a"}\n[1, 2]\n');
    expect(await readDataRows(bad)).toBe(
      `--data ${bad}: line 2: expected an object of columns, e.g. {"label": "강남", "rid": 1001}`,
    );
    expect(await readDataRows(file('broken.jsonl', '{"label": "a"}\n{"label":\n'))).toMatch(
      /^--data .*broken\.jsonl: line 2: not JSON: /,
    );
  });

  it('runs a script once per row, named with the row, and refuses a row without a column the script uses', async () => {
    const script = file(
      'order.jsonl',
      '{"type":"OpenRestaurant","restaurantId":"{{rid}}"}\n{"type":"AddItem","menu":"{{menu}}","amount":1}\n',
    );
    const csv = file('menu.csv', 'label,rid,menu\n강남,1001,후라이드치킨\n역삼,1002,\n');
    const rows = await readDataRows(csv);
    if (typeof rows === 'string') throw new Error(rows);
    const loaded = await loadScripts([script], { data: rows, given: { menu: '양념치킨' } });
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    expect(loaded.scripts.map((s) => [s.name, s.variables])).toEqual([
      [`${script} [row 1: 강남]`, { menu: '후라이드치킨', label: '강남', rid: '1001' }],
      [`${script} [row 2: 역삼]`, { menu: '', label: '역삼', rid: '1002' }],
    ]);

    const json = file('partial.json', '[{"rid": 1001, "menu": "치즈볼"}, {"rid": 1002}]');
    const partial = await readDataRows(json);
    if (typeof partial === 'string') throw new Error(partial);
    const refused = await loadScripts([script], { data: partial });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors).toEqual([`${json}: row 2: no column "menu" (used by ${script}:2)`]);
  });
});

describe('jumun run with --data', () => {
  const refusal = async (flags: Record<string, unknown>) => {
    const { runCommand } = await import('./run-command.ts');
    const { fakeStream } = await import('../report/testing/fake-stream.ts');
    const [stdout, stderr] = [fakeStream(false), fakeStream(false)];
    const rows = file('record-rows.json', '[{"label": "a"}]');
    const code = await runCommand(
      ['fixtures/scripts/cash-order.jsonl'],
      { data: [rows], ...flags },
      { stdout, stderr },
      { ci: false },
    );
    return { code, said: stderr.text() };
  };
  const writes = 'it writes the cassette, which holds one run of a script, not one per row\n';

  it('refuses --record beside it, before anything runs', async () => {
    expect(await refusal({ record: join(dir, 'cassettes/') })).toEqual({
      code: 2,
      said: `jumun: --record cannot go with --data: ${writes}`,
    });
  });

  it('refuses --record for a script with a "# data:" header, unless the run leaves it out', async () => {
    const run = async (paths: string[], flags: Record<string, unknown>) => {
      const { runCommand } = await import('./run-command.ts');
      const { fakeStream } = await import('../report/testing/fake-stream.ts');
      const [stdout, stderr] = [fakeStream(false), fakeStream(false)];
      const code = await runCommand(paths, { list: true, ...flags }, { stdout, stderr }, { ci: false });
      return { code, said: stderr.text() };
    };
    const record = join(dir, 'recorded/');
    expect(await run(['fixtures/data/'], { record })).toEqual({
      code: 2,
      said: `jumun: --record cannot go with the data rows of fixtures/data/options-per-row.jsonl (line 5: # data: options.jsonl): ${writes.trim()}; leave it out of this run (--exclude-tag, --grep, or name the other scripts)\n`,
    });
    expect(
      await run(['fixtures/data/', 'fixtures/scripts/cash-order.jsonl'], { record, tag: ['smoke'] }),
    ).toEqual({
      code: 0,
      said: 'jumun: 1 of 3 scripts would run\n',
    });
  });

  it('refuses every cassette mode that writes (once; replay with a gateway), not one that only reads', async () => {
    const cassette = join(dir, 'none/');
    expect(await refusal({ cassette, cassetteMode: 'once' })).toEqual({
      code: 2,
      said: `jumun: --cassette-mode once cannot go with --data: ${writes}`,
    });
    expect(await refusal({ cassette, gateway: 'http://127.0.0.1:9' })).toEqual({
      code: 2,
      said: `jumun: --cassette-mode replay with a gateway cannot go with --data: ${writes}`,
    });
    // Lockdown only reads: the run goes on to the cassettes (here, a directory without one).
    const read = await refusal({ cassette, cassetteMode: 'lockdown' });
    expect(read.said).not.toContain('cannot go with --data');
  });
});
