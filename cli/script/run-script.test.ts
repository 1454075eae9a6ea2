import { describe, expect, it } from 'vitest';
import { testStore } from '../../domain/store/test-store.ts';
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

  it('fails a line whose outcome or assertion differs, and goes on', async () => {
    const parsed = parseScript(
      [
        '{"type":"SetLocation","address":"역삼동"}',
        '{"type":"OpenRestaurant","restaurantId":1001}',
        '{"type":"AddItem","menu":"치즈볼","expect":{"rejected":"품절"}}',
        '{"assert":{"cart.total":1,"cart.items.3.name":2}}',
        '{"type":"ClearCart"}',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error('should parse');
    const results = await runScript('bad.jsonl', parsed.lines, session());
    expect(results.map((r) => r.ok)).toEqual([true, true, false, false, true]);
    expect(results[2]?.failure).toBe('expected a rejection matching "품절", was accepted');
    expect(results[3]?.failure).toBe('cart.total: expected 1, was 5000; cart.items.3.name: no such field');
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
    const { wrongCode } = await import('./run-script.ts');
    expect(wrongCode('4821')).toBe('4822');
    expect(wrongCode('0009')).toBe('0000');
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
