import { describe, expect, it } from 'vitest';
import { parseScript } from './script-line.ts';

/** The error of each line of a script that must not decode. */
function errors(...lines: string[]) {
  const parsed = parseScript(lines.join('\n'));
  if (parsed.ok) throw new Error('expected the script to be refused');
  return parsed.errors.map((e) => `${e.line}: ${e.message}`);
}

describe('typos in a script are refused before anything runs, with a hint', () => {
  it('unknown command types, fields and line keys get "did you mean"', () => {
    expect(
      errors(
        '{"type":"AddItme","menu":"치즈볼"}',
        '{"type":"AddItem","menu":"치즈볼","amout":2}',
        '{"asert":{"cart.total":1000}}',
        '{"type":"ClearCart","expcet":"ok"}',
      ),
    ).toEqual([
      '1: unknown command type "AddItme"; did you mean "AddItem"?',
      '2: AddItem: unknown field "amout"; did you mean "amount"?',
      '3: a command line needs a "type" (e.g. "AddItem") or an "assert"; did you mean "assert" for "asert"?',
      '4: ClearCart: unknown field "expcet"; did you mean "expect"?',
    ]);
  });

  it('assertion paths are checked against the projections', () => {
    expect(
      errors('{"assert":{"cart.totl":1000}}', '{"assert":{"checkout.phone.stauts":"verified"}}'),
    ).toEqual([
      '1: "cart.totl": no field cart.totl; did you mean cart.total?',
      '2: "checkout.phone.stauts": no field checkout.phone.stauts; did you mean checkout.phone.status?',
    ]);
  });

  it('unknown "$" operators are refused, naming the known ones, not compared as literals', () => {
    expect(
      errors(
        '{"assert":{"cart.total":{"$gtt":1000}}}',
        '{"assert":{"checkout.orderNumber":{"$regx":"^\\\\d+$"}}}',
        '{"assert":{"checkout.orderNumber":{"$regex":"("}}}',
      ),
    ).toEqual([
      '1: "cart.total": unknown operator "$gtt"; did you mean "$gt"? (known: $regex, $gt, $gte, $lt, $lte, $ne, $in, $contains, $exists, $every, $len, $approx, $exact)',
      '2: "checkout.orderNumber": unknown operator "$regx"; did you mean "$regex"? (known: $regex, $gt, $gte, $lt, $lte, $ne, $in, $contains, $exists, $every, $len, $approx, $exact)',
      '3: "checkout.orderNumber": not a regular expression: (',
    ]);
  });

  it('a field of a fixed list (a payment method) names the list and the likely one', () => {
    expect(
      errors(
        '{"type":"ChoosePayment","payment":"card"}',
        '{"type":"ChoosePayment","payment":"csah"}',
        '{"type":"RequestSmsCode","context":"REGISTR"}',
      ),
    ).toEqual([
      '1: ChoosePayment: $.payment: expected one of creditcard, cash, pg_card, pg_mobile, kakaopay, naverpay, smilepay, chaipay, got "card"; did you mean "creditcard" (만나서 카드결제: card at the door) or "pg_card" (신용카드: card, online at the PG)?',
      '2: ChoosePayment: $.payment: expected one of creditcard, cash, pg_card, pg_mobile, kakaopay, naverpay, smilepay, chaipay, got "csah"; did you mean "cash" (만나서 현금결제: cash at the door)?',
      '3: RequestSmsCode: $.context: expected one of ORDER, REGISTER, FIND_EMAIL, got "REGISTR"; did you mean "REGISTER"?',
    ]);
  });

  it("a value at a path of a fixed list is one of the list (a placeholder and a loaded order's status pass)", () => {
    expect(
      errors(
        '{"assert":{"checkout.stage":"palced"}}',
        '{"assert":{"checkout.payment":{"$in":["cash","card"]}}}',
        '{"type":"LoadOrder","orderNumber":"1","until":{"checkout.phone.status":{"$ne":"verifed"}}}',
        '{"assert":{"checkout.discounts.0.kind":"coupon"}}',
      ),
    ).toEqual([
      '1: "checkout.stage": "palced" is none of idle, started, inserted, failed, placed; did you mean "placed"?',
      '2: "checkout.payment": "card" is none of creditcard, cash, pg_card, pg_mobile, kakaopay, naverpay, smilepay, chaipay or null; did you mean "creditcard" or "pg_card"?',
      '3: "checkout.phone.status": "verifed" is none of unverified, requested, verified; did you mean "verified"?',
      '4: "checkout.discounts.0.kind": "coupon" is none of restaurant_percent, additional_delivery',
    ]);
    const parsed = parseScript(
      [
        '{"assert":{"checkout.stage":"placed","checkout.payment":null,"session.accountOrigin":"kakao"}}',
        '{"assert":{"checkout.order.status":"REFUNDED","checkout.stage":"{{stage}}"}}',
      ].join('\n'),
      { known: ['stage'] },
    );
    expect(parsed.ok).toBe(true);
  });

  it('a mistyped "expect" says what was likely meant', () => {
    expect(
      errors(
        '{"type":"SubmitOrder","expect":{"rejectd":"ORDER_NOT_PROCESSED"}}',
        '{"type":"SubmitOrder","expect":"rejected"}',
        '{"type":"SubmitOrder","expect":"ko"}',
        '{"type":"SubmitOrder","expect":{"rejected":"A","confirm":"B"}}',
        '{"type":"SubmitOrder","expect":{"confirm":1}}',
      ),
    ).toEqual([
      '1: "expect" must be "ok", {"rejected": "TEXT"} or {"confirm": "TEXT"}: unknown key "rejectd"; did you mean "rejected"?',
      '2: "expect" must be "ok", {"rejected": "TEXT"} or {"confirm": "TEXT"}: "rejected" takes the code or text, {"rejected": "TEXT"}',
      '3: "expect" must be "ok", {"rejected": "TEXT"} or {"confirm": "TEXT"}, got "ko"; did you mean "ok"?',
      '4: "expect" must be "ok", {"rejected": "TEXT"} or {"confirm": "TEXT"}: one of them, not "rejected" and "confirm"',
      '5: "expect" must be "ok", {"rejected": "TEXT"} or {"confirm": "TEXT"}: "confirm" takes a string (a code or a part of its message)',
    ]);
  });

  it("an expected object's keys are fields of its path, and its values are checked where they are", () => {
    expect(
      errors(
        '{"assert":{"checkout.coupon":{"stauts":"verified"}}}',
        '{"assert":{"checkout.coupon":{"status":"verifed"}}}',
        '{"assert":{"cart.items":{"$contains":{"nmae":"양념치킨"}}}}',
        '{"assert":{"cart.items":[{"name":"양념치킨","amout":1}]}}',
        '{"assert":{"checkout":{"$exact":{"stage":"placd"}}}}',
        '{"type":"LoadOrder","orderNumber":"1","until":{"checkout.phone":{"status":"verifid"}}}',
      ),
    ).toEqual([
      '1: "checkout.coupon.stauts": no field checkout.coupon.stauts; did you mean checkout.coupon.status?',
      '2: "checkout.coupon.status": "verifed" is none of none, verified; did you mean "verified"?',
      '3: "cart.items.0.nmae": no field cart.items.0.nmae; did you mean cart.items.0.name?',
      '4: "cart.items.0.amout": no field cart.items.0.amout; did you mean cart.items.0.amount?',
      '5: "checkout.stage": "placd" is none of idle, started, inserted, failed, placed; did you mean "placed"?',
      '6: "checkout.phone.status": "verifid" is none of unverified, requested, verified; did you mean "verified"?',
    ]);
    const parsed = parseScript(
      [
        '{"assert":{"checkout.order":{"status":"REFUNDED","anything":1},"cart.items.0.options":{"맛":["양념"]}}}',
        '{"assert":{"checkout.orderNumber":{"$contains":"26"},"cart.items":{"$contains":{"name":"양념치킨"}}}}',
      ].join('\n'),
    );
    expect(parsed.ok).toBe(true);
  });

  it('still takes good lines', () => {
    const parsed = parseScript(
      [
        '{"type":"AddItem","menu":"치즈볼","amount":2,"expect":{"rejected":"품절"}}',
        '{"assert":{"cart.items.0.options":{"맛 선택":["양념"]},"checkout.orderNumber":{"$regex":"^\\\\d{10}$"}}}',
      ].join('\n'),
    );
    expect(parsed.ok).toBe(true);
  });
});

const command = '{"type":"SetLocation","address":"서울 강남구 역삼동"}';

describe('a clock line', () => {
  it('gives the script the time it runs at', () => {
    const parsed = parseScript(`# at noon\n{"now":"2026-11-21T12:00:00+09:00"}\n${command}`);
    expect(parsed).toMatchObject({ ok: true, now: Date.parse('2026-11-21T03:00:00Z') });
    expect(parsed.ok && parsed.lines).toHaveLength(1);
  });

  it('is absent from a script on the runner clock', () => {
    expect(parseScript(command)).toMatchObject({ ok: true, now: null });
  });

  it('is refused without an offset, after a command, twice, or with other fields', () => {
    expect(parseScript(`{"now":"2026-02-30T12:00:00+09:00"}\n${command}`)).toMatchObject({
      ok: false,
      errors: [{ line: 1, message: expect.stringMatching(/^"now" must be an ISO 8601 time/) }],
    });
    expect(parseScript(`{"now":"2026-11-21T12:00:00"}\n${command}`)).toEqual({
      ok: false,
      errors: [
        {
          line: 1,
          message: '"now" must be an ISO 8601 time with an offset, e.g. "2026-11-21T12:00:00+09:00"',
        },
      ],
    });
    expect(parseScript(`${command}\n{"now":"2026-11-21T12:00:00+09:00"}`)).toMatchObject({
      ok: false,
      errors: [{ line: 2, message: 'a clock line comes once, before the first command' }],
    });
    const twice = '{"now":"2026-11-21T12:00:00+09:00"}\n{"now":"2026-11-22T12:00:00+09:00"}';
    expect(parseScript(`${twice}\n${command}`)).toMatchObject({ ok: false, errors: [{ line: 2 }] });
    expect(parseScript(`{"now":"2026-11-21T12:00:00+09:00","assert":{}}\n${command}`)).toMatchObject({
      ok: false,
      errors: [{ line: 1, message: 'a clock line holds only "now" (found now, assert)' }],
    });
  });
});

describe('variables and captures', () => {
  const order = [
    '{"type":"SubmitOrder","capture":{"order":"checkout.orderNumber"}}',
    '{"type":"LoadOrder","orderNumber":"{{order}}","until":{"checkout.order.status":"ACCEPTED"},"timeout":"3s"}',
    '{"assert":{"checkout.order.orderNumber":"{{order}}"}}',
  ];

  it('takes captures, placeholders in later lines, and polling with a timeout', () => {
    const parsed = parseScript(
      [
        '{"type":"SetPhone","phone":"{{unique.phone}}"}',
        '{"capture":{"total":"checkout.total"}}',
        ...order,
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.lines.map((l) => l.kind)).toEqual(['template', 'capture', 'command', 'template', 'assert']);
    expect(parsed.lines[2]).toMatchObject({ capture: { order: 'checkout.orderNumber' } });
    expect(parsed.lines[3]).toMatchObject({
      until: { checks: { 'checkout.order.status': 'ACCEPTED' }, timeoutMs: 3000 },
    });
    expect(parsed.uses.size).toBe(0);
  });

  it('lets a whole-string placeholder stand for a number, but still checks the other fields', () => {
    const parsed = parseScript('{"type":"OpenRestaurant","restaurantId":"{{rid}}"}', { known: ['rid'] });
    expect(parsed).toMatchObject({ ok: true, lines: [{ kind: 'template', type: 'OpenRestaurant' }] });
    expect(parsed.ok && [...parsed.uses]).toEqual([['rid', 1]]);
    expect(
      parseScript('{"type":"AddItem","menu":"{{menu}}","amount":"two"}', { known: ['menu'] }),
    ).toMatchObject({
      ok: false,
      errors: [{ line: 1, message: expect.stringMatching(/^AddItem: \$\.amount/) }],
    });
  });

  it('refuses an unknown name with file line and a hint, and a name captured only later', () => {
    expect(
      errors(
        '{"type":"SetPhone","phone":"{{unique.phon}}"}',
        '{"assert":{"checkout.orderNumber":"{{order}}"}}',
        '{"capture":{"order":"checkout.orderNumber"}}',
        '{"assert":{"checkout.orderNumber":"{{ordr}}"}}',
      ),
    ).toEqual([
      '1: unknown variable {{unique.phon}}; did you mean {{unique.phone}}? (a built-in: {{run.id}}, {{script.index}}, {{unique.phone}})',
      '2: unknown variable {{order}} (it is captured only later); give it with --var order=VALUE, --vars FILE or a data column (# data: FILE), or capture it on an earlier line',
      '4: unknown variable {{ordr}}; did you mean "order"?; give it with --var ordr=VALUE, --vars FILE or a data column (# data: FILE), or capture it on an earlier line',
    ]);
  });

  it('reads placeholders in keys as names the script uses, and a templated path is checked when it is made', () => {
    const line = '{"type":"AddItem","menu":"후라이드치킨","options":{"{{grop}}":["{{choice}}"]},"amount":1}';
    expect(parseScript(line, { known: ['group', 'choice'] })).toMatchObject({
      ok: false,
      errors: [
        { line: 1, message: expect.stringMatching(/^unknown variable \{\{grop\}\}; did you mean "group"\?/) },
      ],
    });
    const parsed = parseScript(
      `${line.replace('grop', 'group')}\n{"assert":{"cart.items.0.options.{{group}}":["{{choice}}"]}}`,
      {
        known: ['group', 'choice'],
      },
    );
    expect(parsed).toMatchObject({ ok: true, lines: [{ kind: 'template' }, { kind: 'assert' }] });
    expect(parsed.ok && [...parsed.uses.keys()]).toEqual(['group', 'choice']);
  });

  it('refuses bad captures, timeouts and a placeholder as the type', () => {
    expect(
      errors(
        '{"capture":{"order.number":"checkout.orderNumber"}}',
        '{"capture":{"unique.phone":"checkout.phone.number"}}',
        '{"capture":{"order":"checkout.orderNumbr"}}',
        '{"type":"LoadOrder","orderNumber":"1","timeout":"5s"}',
        '{"type":"LoadOrder","orderNumber":"1","until":{"checkout.order.status":"ACCEPTED"},"timeout":"5 sec"}',
        '{"type":"{{command}}"}',
        '{"capture":{"x":"cart.total"},"assert":{"cart.total":1}}',
      ),
    ).toEqual([
      '1: capture "order.number": a name is letters, digits, _ or - (no dots), e.g. {"capture": {"order": "checkout.orderNumber"}}',
      '2: capture "unique.phone": a name is letters, digits, _ or - (no dots), e.g. {"capture": {"order": "checkout.orderNumber"}}',
      '3: capture "order": "checkout.orderNumbr": no field checkout.orderNumbr; did you mean checkout.orderNumber?',
      '4: "timeout" goes with "until": {"until": {…}, "timeout": "5s"}',
      '5: "timeout" takes a duration such as "500ms", "5s" or "2m", got "5 sec"',
      '6: a command\'s "type" cannot be a placeholder',
      '7: a capture line holds only "capture" (found capture, assert)',
    ]);
  });
});
