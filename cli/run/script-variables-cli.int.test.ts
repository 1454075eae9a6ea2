// `jumun run` with variables, data rows and the assertion operators, as QA runs it: the built
// CLI in a child process against a live reference gateway.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { exitCodes } from '../exit.ts';
import { buildCli, type Jumun } from '../testing/built-cli.ts';

let jumun: Jumun;
let gateway: RunningGateway;
const dir = mkdtempSync(join(tmpdir(), 'jumun-vars-cli-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

beforeAll(async () => {
  [jumun, gateway] = await Promise.all([buildCli(), startTestGateway()]);
}, 120_000);
afterAll(async () => {
  await gateway?.close();
});

const order = [
  '# an order per data row',
  '{"type":"SetLocation","address":"{{address}}"}',
  '{"type":"OpenRestaurant","restaurantId":"{{rid}}"}',
  '{"type":"AddItem","menu":"{{menu}}","options":{"맛":["양념"]},"amount":"{{amount}}"}',
  '{"assert":{"cart.items":{"$len":1,"$contains":{"name":"{{menu}}"}},"cart.total":{"$gte":"{{min}}"}}}',
  '{"type":"GoToCheckout"}',
  '{"type":"SetAddressDetail","detail":"{{run.id}} #{{script.index}}"}',
  '{"type":"SetPhone","phone":"{{unique.phone}}"}',
  '{"type":"RequestSmsCode"}',
  '{"type":"VerifySmsCode","code":"@sandbox"}',
  '{"type":"ChoosePayment","payment":"cash"}',
  '{"type":"SubmitOrder","capture":{"order":"checkout.orderNumber","paid":"checkout.total"}}',
  '{"type":"LoadOrder","orderNumber":"{{order}}","until":{"checkout.order.status":"ACCEPTED"},"timeout":"3s"}',
  '{"assert":{"checkout.order":{"order_number":"{{order}}","payment_amount":"{{paid}}"},"checkout.total":{"$approx":"{{paid}}","within":0}}}',
].join('\n');

describe('jumun run with variables', () => {
  it('runs a script once per CSV row, each named with its row, with --vars and --var', async () => {
    const script = file('order.jsonl', order);
    const rows = file('rows.csv', 'label,menu,amount\n강남,후라이드치킨,2\n,후라이드치킨,1\n');
    const vars = file('env.json', JSON.stringify({ address: '서울 강남구 역삼동', rid: 1001, min: 1 }));
    const { code, stdout, stderr } = await jumun([
      'run',
      script,
      '--data',
      rows,
      '--vars',
      vars,
      '--var',
      'min=19000',
      '--gateway',
      gateway.url,
      '--now',
      TEST_NOW,
      '--concurrency',
      '1',
    ]);
    expect(stderr).toBe('');
    expect(stdout).toContain('scripts: 2 passed, 0 failed');
    expect(code).toBe(exitCodes.ok);
    expect(stdout.match(/^✓ .*(?= \(13 steps)/gm)).toEqual([
      `✓ ${script} [row 1: 강남]`,
      `✓ ${script} [row 2]`,
    ]);
  }, 60_000);

  it('runs the shipped per-row order with the CSV its header names, twice on one gateway', async () => {
    const args = ['run', 'fixtures/data/order-per-row.jsonl'];
    for (const _ of [1, 2]) {
      const { code, stdout } = await jumun([...args, '--gateway', gateway.url, '--now', TEST_NOW]);
      expect(stdout).toContain('scripts: 2 passed, 0 failed');
      expect(stdout).toContain('✓ fixtures/data/order-per-row.jsonl [row 1: 양념 두 마리]');
      expect(code).toBe(exitCodes.ok);
    }
  }, 60_000);

  it('finds a data row by its label with --grep', async () => {
    const args = ['run', 'fixtures/data/order-per-row.jsonl'];
    const { code, stdout, stderr } = await jumun([...args, '--grep', '순살', '--list']);
    expect(code).toBe(exitCodes.ok);
    expect(stdout).toContain('[row 2: 순살 한 마리]');
    expect(stdout).not.toContain('[row 1');
    expect(stderr).toBe(
      'jumun: 1 of 1 script would run, 1 run (fixtures/data/order-per-row.jsonl: 1 of 2 rows of fixtures/data/orders.csv)\n',
    );
  }, 60_000);

  it("varies the option groups by data row: a JSONL row's object whole, and a key from a column", async () => {
    const { code, stdout, stderr } = await jumun([
      'run',
      'fixtures/data/options-per-row.jsonl',
      '--gateway',
      gateway.url,
      '--now',
      TEST_NOW,
    ]);
    expect(stderr).toBe('');
    expect(stdout).toContain('scripts: 3 passed, 0 failed');
    expect(code).toBe(exitCodes.ok);
  }, 60_000);

  it('runs a folder of data-driven scripts, each with its own rows, and refuses a second --data (exit 2)', async () => {
    const { code, stdout } = await jumun([
      'run',
      'fixtures/data/',
      '--gateway',
      gateway.url,
      '--now',
      TEST_NOW,
    ]);
    expect(stdout).toContain('scripts: 5 passed, 0 failed');
    expect(code).toBe(exitCodes.ok);
    const twice = await jumun([
      'run',
      'fixtures/data/order-per-row.jsonl',
      '--data',
      'fixtures/data/orders.csv',
      '--data',
      'other.csv',
    ]);
    expect(twice.code).toBe(exitCodes.badInput);
    expect(twice.stderr).toBe(
      'jumun: --data given 2 times (fixtures/data/orders.csv, other.csv): a run takes one data file, for its one script; give each script its own with a "# data: FILE" line in its header\n',
    );
  }, 60_000);

  it('fails an assertion with expected, actual and the diff, exit 1', async () => {
    const script = file(
      'diff.jsonl',
      [
        '{"type":"SetLocation","address":"서울 강남구 역삼동"}',
        '{"type":"OpenRestaurant","restaurantId":1001}',
        '{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["양념"]},"amount":1}',
        '{"assert":{"cart.items.0":{"name":"후라이드치킨","amount":{"$gt":1}}}}',
      ].join('\n'),
    );
    const { code, stdout } = await jumun(['run', script, '--gateway', gateway.url, '--now', TEST_NOW]);
    expect(code).toBe(exitCodes.failed);
    expect(stdout).toContain('cart.items.0: expected {"name":"후라이드치킨","amount":{"$gt":1}}, was {');
    expect(stdout).toContain('- cart.items.0.amount: {"$gt":1}');
    expect(stdout).toContain('+ cart.items.0.amount: 1');
  }, 60_000);

  it('refuses before anything runs: an unknown name, a ragged CSV row, a missing column (exit 2)', async () => {
    const script = file('order2.jsonl', order);
    const typo = await jumun(['run', script, '--var', 'adress=역삼동', '--gateway', gateway.url]);
    expect(typo.code).toBe(exitCodes.badInput);
    expect(typo.stderr).toContain(`${script}:2: unknown variable {{address}}; did you mean "adress"?`);

    const ragged = file('ragged.csv', 'label,menu,amount\n강남,후라이드치킨\n');
    const bad = await jumun(['run', script, '--data', ragged, '--gateway', gateway.url]);
    expect(bad.code).toBe(exitCodes.badInput);
    expect(bad.stderr).toMatch(new RegExp(`--data ${ragged}: .*line 2`));

    const rows = file(
      'rows.json',
      JSON.stringify([
        { menu: '후라이드치킨', amount: 1, min: 1 },
        { menu: '후라이드치킨', amount: 1 },
      ]),
    );
    const vars = file('env2.json', JSON.stringify({ address: '서울 강남구 역삼동', rid: 1001 }));
    const missing = await jumun(['run', script, '--data', rows, '--vars', vars, '--gateway', gateway.url]);
    expect(missing.code).toBe(exitCodes.badInput);
    expect(missing.stderr).toContain(`${rows}: row 2: no column "min" (used by ${script}:5)`);

    const badVars = file('bad-vars.json', '{"rid": {"id": 1001}}');
    const refused = await jumun(['run', script, '--vars', badVars, '--gateway', gateway.url]);
    expect(refused.code).toBe(exitCodes.badInput);
    expect(refused.stderr).toContain(
      `--vars ${badVars}: key "rid": expected a string, number or boolean, got object`,
    );
  }, 60_000);
});
