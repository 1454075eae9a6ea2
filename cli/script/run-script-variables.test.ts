// Variables at run time: captures feed later lines, a whole placeholder keeps its value's type,
// a value that fails the command's codec fails its step with the field named, and "until" polls.
import { describe, expect, it } from 'vitest';
import { testStore } from '../../domain/store/testing/test-store.ts';
import { runScript, type ScriptSession } from './run-script.ts';
import { parseScript } from './script-line.ts';

function session() {
  const { store, ports } = testStore();
  const s: ScriptSession = {
    store,
    sandboxSmsCode: (phone) => Promise.resolve(ports.gateway.outbox.get(phone) ?? null),
  };
  return { session: s, ports };
}

function parsed(lines: readonly string[], known: readonly string[] = []) {
  const result = parseScript(lines.join('\n'), { known });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.lines;
}

const order = [
  '{"type":"SetLocation","address":"역삼동"}',
  '{"type":"OpenRestaurant","restaurantId":"{{rid}}"}',
  '{"type":"AddItem","menu":"{{menu}}","options":{"맛":["양념"]},"amount":2}',
  '{"type":"GoToCheckout"}',
  '{"type":"SetAddressDetail","detail":"101호"}',
  '{"type":"SetPhone","phone":"{{unique.phone}}"}',
  '{"type":"RequestSmsCode"}',
  '{"type":"VerifySmsCode","code":"@sandbox"}',
  '{"type":"ChoosePayment","payment":"cash"}',
  '{"type":"SubmitOrder","capture":{"order":"checkout.orderNumber"}}',
];

describe('variables in a running script', () => {
  it('substitutes given values (a number stays a number), captures, and uses a capture later', async () => {
    const { session: s } = session();
    const lines = parsed(
      [
        ...order,
        '{"capture":{"total":"checkout.total"}}',
        '{"assert":{"checkout.orderNumber":"{{order}}","checkout.total":"{{total}}"}}',
        '{"assert":{"checkout.orderNumber":{"$regex":"^{{order}}$"},"checkout.phone.number":"{{unique.phone}}"}}',
      ],
      ['rid', 'menu'],
    );
    const results = await runScript('vars.jsonl', lines, s, () => {}, {
      rid: 1001,
      menu: '후라이드치킨',
      'unique.phone': '01070000001',
    });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(s.store.projections().checkout.phone.number).toBe('01070000001');
    expect(results.map((r) => r.type).slice(-3)).toEqual(['capture', 'assert', 'assert']);
  });

  it('gives a string column a command refuses as a string its number, but keeps a phone a string', async () => {
    const { session: s } = session();
    const lines = parsed(
      [
        '{"type":"SetLocation","address":"역삼동"}',
        '{"type":"OpenRestaurant","restaurantId":"{{rid}}"}',
        '{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["양념"]},"amount":1}',
        '{"type":"GoToCheckout"}',
        '{"type":"SetPhone","phone":"{{phone}}"}',
        '{"assert":{"cart.restaurantId":1001,"checkout.phone.number":"01055550001"}}',
      ],
      ['rid', 'phone'],
    );
    const results = await runScript('csv.jsonl', lines, s, () => {}, { rid: '1001', phone: '01055550001' });
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });

  it('fails the step whose substituted value the command refuses, naming the field', async () => {
    const { session: s } = session();
    const lines = parsed(['{"type":"OpenRestaurant","restaurantId":"{{rid}}"}'], ['rid']);
    const [result] = await runScript('bad-value.jsonl', lines, s, () => {}, { rid: '역삼' });
    expect(result?.ok).toBe(false);
    expect(result?.failure).toMatch(
      /^OpenRestaurant: \$\.restaurantId: .*"역삼".*\(after substituting the placeholders\)$/,
    );
  });

  it('names the list and the likely one when a substituted payment method is none', async () => {
    const { session: s } = session();
    const lines = parsed(['{"type":"ChoosePayment","payment":"{{pay}}"}'], ['pay']);
    const [result] = await runScript('pay.jsonl', lines, s, () => {}, { pay: 'naver' });
    expect(result?.failure).toBe(
      'ChoosePayment: $.payment: expected one of creditcard, cash, pg_card, pg_mobile, kakaopay, naverpay, smilepay, chaipay, got "naver"; did you mean "naverpay" (네이버페이: the portal wallet, online)? (after substituting the placeholders)',
    );
  });

  it('fails a capture that finds nothing, and an operator whose substituted argument is bad', async () => {
    const { session: s } = session();
    const lines = parsed(['{"capture":{"order":"checkout.orderNumber"}}']);
    const [result] = await runScript('capture.jsonl', lines, s);
    expect(result).toMatchObject({
      ok: false,
      type: 'capture',
      failure: 'capture order: checkout.orderNumber is null',
    });
    const gt = parsed(['{"assert":{"cart.total":{"$gt":"{{min}}"}}}'], ['min']);
    const [bad] = await runScript('gt.jsonl', gt, session().session, () => {}, { min: 'many' });
    expect(bad?.failure).toBe('"cart.total": "$gt" takes a number, got "many"');
  });

  it('prints a diff under a failed object assertion', async () => {
    const { session: s } = session();
    const lines = parsed(['{"assert":{"checkout.coupon":{"status":"verified","amount":{"$gt":0}}}}']);
    const [result] = await runScript('diff.jsonl', lines, s);
    expect(result?.failure).toBe(
      [
        'checkout.coupon: expected {"status":"verified","amount":{"$gt":0}}, was {"status":"none","code":null,"amount":0}',
        '    - checkout.coupon.status: "verified"',
        '    + checkout.coupon.status: "none"',
        '    - checkout.coupon.amount: {"$gt":0}',
        '    + checkout.coupon.amount: 0',
      ].join('\n'),
    );
  });
});

describe('placeholders in keys, and a data row that holds objects', () => {
  const open = ['{"type":"SetLocation","address":"역삼동"}', '{"type":"OpenRestaurant","restaurantId":1001}'];

  it('substitutes an object key, so a row can vary an option group', async () => {
    const { session: s } = session();
    const lines = parsed(
      [
        ...open,
        '{"type":"AddItem","menu":"후라이드치킨","options":{"맛 선택":["양념"],"{{group}}":["{{choice}}"]},"amount":1}',
        '{"assert":{"cart.items.0.options":{"$exact":{"맛 선택":["양념"],"{{group}}":["{{choice}}"]}}}}',
        '{"assert":{"cart.items.0.options.{{group}}":["{{choice}}"]}}',
      ],
      ['group', 'choice'],
    );
    const results = await runScript('keys.jsonl', lines, s, () => {}, {
      group: '소스 추가',
      choice: '핫소스',
    });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(s.store.projections().cart.items[0]?.options).toEqual({
      '맛 선택': ['양념'],
      '소스 추가': ['핫소스'],
    });
  });

  it("gives a row's object whole where a string is its placeholder alone", async () => {
    const { session: s } = session();
    const lines = parsed(
      [
        ...open,
        '{"type":"AddItem","menu":"후라이드치킨","options":"{{options}}","amount":1}',
        '{"assert":{"cart.items.0.options":"{{options}}"}}',
      ],
      ['options'],
    );
    const options = { '맛 선택': ['후라이드'], '소스 추가': ['허니머스타드', '갈릭소스'] };
    const results = await runScript('whole.jsonl', lines, s, () => {}, { options });
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(s.store.projections().cart.items[0]?.options).toEqual(options);
  });

  it('checks a key only once it is made: a list for its text, two keys made one, a path that is none', async () => {
    const line =
      '{"type":"AddItem","menu":"후라이드치킨","options":{"{{a}}":["양념"],"{{b}}":["핫소스"]},"amount":1}';
    const lines = parsed([...open, line], ['a', 'b']);
    const run = (vars: Record<string, unknown>) =>
      runScript('bad-key.jsonl', lines, session().session, () => {}, vars).then((r) => r.at(-1)?.failure);
    expect(await run({ a: ['맛 선택'], b: '소스 추가' })).toBe(
      'the key "{{a}}": {{a}} is a list, and a key is text (a string or a number)',
    );
    expect(await run({ a: '맛 선택', b: '맛 선택' })).toBe('two keys became "맛 선택"');
    const path = parsed(['{"assert":{"cart.{{field}}":1}}'], ['field']);
    const [result] = await runScript('path.jsonl', path, session().session, () => {}, { field: 'totl' });
    expect(result?.failure).toBe('"cart.totl": no field cart.totl; did you mean cart.total?');
  });
});

describe('"until" on a command line', () => {
  const poll = (timeout: string) =>
    `{"type":"LoadOrder","orderNumber":"{{order}}","until":{"checkout.order.status":"accepted"},"timeout":"${timeout}"}`;

  it('dispatches the command again until the checks hold', async () => {
    const { session: s, ports } = session();
    const lines = parsed([...order, poll('5s')], ['rid', 'menu']);
    const vars = { rid: 1001, menu: '후라이드치킨', 'unique.phone': '01070000002' };
    // the order waits for its payment until a moment after the poll began
    const results = await runScript(
      'poll.jsonl',
      lines,
      s,
      (r) => {
        if (r.type !== 'SubmitOrder') return;
        const [number, info] = [...ports.gateway.orders][0] ?? [];
        if (number === undefined || info === undefined) return;
        ports.gateway.orders.set(number, { ...info, status: 'awaiting_payment' });
        setTimeout(() => ports.gateway.orders.set(number, info), 600);
      },
      vars,
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
    const last = results.at(-1);
    expect(last?.attempts).toBeGreaterThanOrEqual(2);
    expect(last?.events.filter((e) => e === 'OrderLoaded')).toHaveLength(last?.attempts ?? 0);
  });

  it('fails at the timeout with the last value and the diff', async () => {
    const { session: s, ports } = session();
    const lines = parsed([...order, poll('600ms')], ['rid', 'menu']);
    const vars = { rid: 1001, menu: '후라이드치킨', 'unique.phone': '01070000003' };
    const started = performance.now();
    const results = await runScript(
      'poll-timeout.jsonl',
      lines,
      s,
      (r) => {
        if (r.type !== 'SubmitOrder') return;
        const [number, info] = [...ports.gateway.orders][0] ?? [];
        if (number !== undefined && info !== undefined)
          ports.gateway.orders.set(number, { ...info, status: 'awaiting_payment' });
      },
      vars,
    );
    const elapsed = performance.now() - started;
    const last = results.at(-1);
    expect(last?.ok).toBe(false);
    expect(last?.failure).toMatch(
      /^until: still not so after \d+ tries in 0\.\ds\ncheckout\.order\.status: expected "accepted", was "awaiting_payment"$/,
    );
    expect(elapsed).toBeGreaterThanOrEqual(600);
    expect(elapsed).toBeLessThan(3000);
  });
});
