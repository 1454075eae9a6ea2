import { describe, expect, it } from 'vitest';
import { testStore } from '../../domain/store/testing/test-store.ts';
import { runScript, type ScriptSession } from './run-script.ts';
import { parseScript } from './script-line.ts';

function session(): ScriptSession & { ports: ReturnType<typeof testStore>['ports'] } {
  const { store, ports } = testStore();
  return {
    store,
    ports,
    sandboxSmsCode: (phone) => Promise.resolve(ports.gateway.outbox.get(phone) ?? null),
  };
}

const cashOrder = `
# a cash order at 역삼 황금치킨
{"type":"SetLocation","address":"역삼동"}
{"type":"OpenRestaurant","restaurantId":1001}
{"type":"AddItem","menu":"후라이드치킨","options":{"맛":["양념"]},"amount":2}
{"assert":{"cart.items.length":1,"cart.items.0.options":{"맛 선택":["양념"]},"cart.total":38000}}
{"type":"AddItem","menu":"반반치킨","expect":{"rejected":"품절"}}
{"type":"GoToCheckout"}
{"type":"SetAddressDetail","detail":"101호"}
{"type":"SetPhone","phone":"01012345678"}
{"type":"RequestSmsCode"}
{"type":"VerifySmsCode","code":"12","expect":{"rejected":"SMS_CODE_FORMAT"}}
{"type":"VerifySmsCode","code":"@sandbox"}
{"type":"ChoosePayment","payment":"cash"}
{"type":"SubmitOrder"}
{"assert":{"checkout.total":41000,"checkout.phone.status":"verified"}}
`;

describe('running a QA script', () => {
  it('dispatches each command, checks expectations and assertions, and reads the sandbox code', async () => {
    const parsed = parseScript(cashOrder);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const results = await runScript('cash.jsonl', parsed.lines, session());
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results).toHaveLength(14);
    expect(results[4]).toMatchObject({
      line: 7,
      type: 'AddItem',
      ok: true,
      rejection: { code: 'MENU_SOLD_OUT', message: '메뉴가 품절이에요' },
    });
    expect(results.at(-2)).toMatchObject({ type: 'SubmitOrder', events: ['OrderPlaced'] });
  });

  it('fails a line whose outcome differs, with the rejection code beside the message', async () => {
    const parsed = parseScript(
      [
        '{"type":"SetLocation","address":"역삼동"}',
        '{"type":"OpenRestaurant","restaurantId":1001}',
        '{"type":"AddItem","menu":"치즈볼","expect":{"rejected":"품절"}}',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error('should parse');
    const results = await runScript('bad.jsonl', parsed.lines, session());
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(results[2]?.failure).toBe('expected a rejection matching "품절", was accepted');

    const soldOut = parseScript(
      '{"type":"SetLocation","address":"역삼동"}\n{"type":"OpenRestaurant","restaurantId":1001}\n{"type":"AddItem","menu":"반반치킨"}',
    );
    if (!soldOut.ok) throw new Error('should parse');
    const refused = await runScript('sold-out.jsonl', soldOut.lines, session());
    expect(refused[2]?.failure).toBe('expected ok, was rejected MENU_SOLD_OUT — 메뉴가 품절이에요');
  });

  it('fails an assertion with every path that differs', async () => {
    const parsed = parseScript(
      '{"type":"SetLocation","address":"역삼동"}\n{"assert":{"cart.total":1,"cart.items.3.name":2}}',
    );
    if (!parsed.ok) throw new Error('should parse');
    const results = await runScript('assert.jsonl', parsed.lines, session());
    expect(results[1]?.failure).toBe(
      'cart.total: expected 1, was 0; cart.items.3.name: no such field (expected 2)',
    );
  });

  it('stops a script at its first failing step: the rest are reported as skipped, not run', async () => {
    // given a script whose restaurant id does not exist
    const parsed = parseScript(
      [
        '{"type":"SetLocation","address":"역삼동"}',
        '{"type":"OpenRestaurant","restaurantId":9999}',
        '{"type":"AddItem","menu":"후라이드치킨","amount":1}',
        '{"assert":{"cart.items.length":1}}',
        '{"type":"SetPhone","phone":"01012345678"}',
        '{"type":"RequestSmsCode"}',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error('should parse');
    const s = session();
    // when it runs
    const results = await runScript('bad-id.jsonl', parsed.lines, s);
    // then one step failed, the four after it were skipped, and no SMS was sent
    expect(results.map((r) => [r.line, r.ok, r.skipped === true])).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, true],
      [4, false, true],
      [5, false, true],
      [6, false, true],
    ]);
    expect(results.slice(2).map((r) => r.type)).toEqual(['AddItem', 'assert', 'SetPhone', 'RequestSmsCode']);
    expect(s.ports.gateway.outbox.size).toBe(0);
  });

  it('times each run step from the start of the script; a skipped step has no timing', async () => {
    // given a store that takes 30 ms over every command
    const s = session();
    const slow = Object.create(s.store) as typeof s.store;
    slow.dispatch = async (command) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return s.store.dispatch(command);
    };
    const parsed = parseScript(
      [
        '{"type":"SetLocation","address":"역삼동"}',
        '{"assert":{"cart.total":0}}',
        '{"type":"OpenRestaurant","restaurantId":9999}',
        '{"type":"AddItem","menu":"후라이드치킨","amount":1}',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error('should parse');
    // when it runs
    const results = await runScript('timed.jsonl', parsed.lines, { ...s, store: slow });
    // then each command took its 30 ms, each step starts after the one before it ended, and the
    // skipped step carries no time
    const [location, assertion, restaurant, skipped] = results;
    expect(location?.startMs).toBeLessThan(5);
    expect(location?.durationMs).toBeGreaterThanOrEqual(29);
    expect(assertion?.startMs).toBeGreaterThanOrEqual(
      (location?.startMs ?? 0) + (location?.durationMs ?? 0) - 0.2,
    );
    expect(assertion?.durationMs).toBeLessThan(29);
    expect(restaurant?.startMs).toBeGreaterThanOrEqual(29);
    expect(restaurant?.durationMs).toBeGreaterThanOrEqual(29);
    expect(skipped).not.toHaveProperty('startMs');
    expect(skipped).not.toHaveProperty('durationMs');
  });

  it('refuses a script that does not decode, with every bad line and why (exit 2 material)', () => {
    const parsed = parseScript(
      [
        '{"type":"AddItem","menu":"치즈볼","amuont":2}',
        'not json',
        '{"type":"Teleport"}',
        '{"assert":{}}',
        '{"type":"ChangeAmount","line":0}',
        '{"type":"ClearCart","expect":"maybe"}',
      ].join('\n'),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((e) => e.line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parsed.errors[0]?.message).toBe('AddItem: unknown field "amuont"; did you mean "amount"?');
    expect(parsed.errors[2]?.message).toBe('unknown command type "Teleport"');
    expect(parsed.errors[4]?.message).toMatch(/^ChangeAmount: .*amount/);
  });
});

describe('sandbox codes', () => {
  it('"@sandbox-wrong" sends a code certain to be wrong: the outbox code with its last digit changed', async () => {
    const { wrongCode } = await import('./sandbox-code.ts');
    expect(wrongCode('4821')).toBe('4822');
    expect(wrongCode('0009')).toBe('0000');
    // each wrong line a new try: past the codes already refused for the request
    expect(wrongCode('4821', ['4822', '4823'])).toBe('4824');
    const s = session();
    const parsed = parseScript(
      [
        '{"type":"SetPhone","phone":"01012345678"}',
        '{"type":"RequestSmsCode"}',
        '{"type":"VerifySmsCode","code":"@sandbox-wrong","expect":{"rejected":"인증번호가 일치하지 않습니다."}}',
        '{"type":"VerifySmsCode","code":"@sandbox"}',
        '{"assert":{"checkout.phone.status":"verified"}}',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error('should parse');
    const results = await runScript('wrong.jsonl', parsed.lines, s);
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });
});

describe('read-back lines', () => {
  const lines = (text: string) => {
    const parsed = parseScript(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    return parsed.lines;
  };
  const script = [
    '{"capture":{"order":"checkout.orderNumber"}}',
    '{"resend":"SubmitOrder","assert":{"status":200,"orderNumber":"{{order}}"}}',
    '{"read":"menu","restaurantId":1001,"assert":{"stock":{"$every":{"stock":{"$gte":0}}}}}',
  ].join('\n');

  it('hold what the gateway reads back to their checks, by the variables captured before', async () => {
    const s = session();
    const reads: string[] = [];
    // given an order placed, whose resend answers the same number and whose menu holds no negative stock
    s.store.projections = () =>
      ({ ...testStore().store.projections(), checkout: { orderNumber: '2611210007' } }) as never;
    s.gatewayRead = async (read) => {
      reads.push(read.kind);
      return read.kind === 'menu'
        ? { ok: true, value: { items: [], stock: [{ name: '치즈볼 (5개)', stock: 0 }] } }
        : { ok: true, value: { status: 200, orderNumber: '2611210007' } };
    };
    const results = await runScript('read.jsonl', lines(script), s);
    expect(results.map((r) => [r.type, r.ok])).toEqual([
      ['capture', true],
      ['resend SubmitOrder', true],
      ['read menu 1001', true],
    ]);
    expect(reads).toEqual(['resend-order', 'menu']);
  });

  it('fail on a second order for the same key, or a negative stock, naming the value and the item', async () => {
    const s = session();
    s.store.projections = () =>
      ({ ...testStore().store.projections(), checkout: { orderNumber: '2611210007' } }) as never;
    s.gatewayRead = async (read) =>
      read.kind === 'menu'
        ? {
            ok: true,
            value: {
              items: [],
              stock: [
                { name: '치즈볼 (5개)', stock: 2 },
                { name: '콜라', stock: -1 },
              ],
            },
          }
        : { ok: true, value: { status: 200, orderNumber: '2611210008' } };
    const [, resend] = await runScript('read.jsonl', lines(script), s);
    expect(resend?.failure).toMatch(/^orderNumber: expected "2611210007", was "2611210008"\n/);
    const [menu] = await runScript('read.jsonl', lines(script.split('\n')[2] ?? ''), s);
    expect(menu?.failure?.split('\n')[0]).toBe(
      'stock.1: expected {"stock":{"$gte":0}}, was {"name":"콜라","stock":-1}',
    );
  });

  it('fail where the run has no gateway to read, or the gateway cannot answer', async () => {
    const [none] = await runScript('read.jsonl', lines(script.split('\n')[2] ?? ''), session());
    expect(none?.failure).toBe('this run has no gateway to read back');
    const s = session();
    s.gatewayRead = async () => ({ ok: false, why: 'no order was submitted before this line' });
    const [first] = await runScript(
      'read.jsonl',
      lines('{"resend":"SubmitOrder","assert":{"status":200}}'),
      s,
    );
    expect(first?.failure).toBe('no order was submitted before this line');
  });
});
