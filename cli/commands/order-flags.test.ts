import { describe, expect, it } from 'vitest';
import type { OrderFlags } from './order-flag-table.ts';
import { type ItemFlag, pairItems, planOrder } from './order-flags.ts';

const typed = (...pairs: [ItemFlag['flag'], string][]): ItemFlag[] =>
  pairs.map(([flag, value]) => ({ flag, value }));

const flags: OrderFlags = {
  address: '서울 강남구 역삼동',
  restaurant: '1001',
  phone: '010-1234-5678',
  addressDetail: '101호',
  pay: 'cash',
};
const oneItem = typed(['item', '후라이드치킨']);

describe('jumun order: each --item with its own --option and --amount', () => {
  it('gives every item the options and amount typed after it, up to the next --item', () => {
    expect(
      pairItems(
        typed(
          ['item', '후라이드치킨'],
          ['option', '맛=양념'],
          ['amount', '2'],
          ['item', '반반치킨'],
          ['option', '반반 맛 선택=양념,마늘'],
          ['amount', '3'],
          ['item', '콜라'],
        ),
      ),
    ).toEqual([
      { menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 2 },
      { menu: '반반치킨', options: { '반반 맛 선택': ['양념', '마늘'] }, amount: 3 },
      { menu: '콜라', options: {}, amount: 1 },
    ]);
  });

  it('refuses an --option or --amount with no --item before it, a bad amount and two amounts', () => {
    expect(pairItems(typed(['option', '맛=양념'], ['item', '후라이드치킨']))).toBe(
      '--option 맛=양념: put it after the --item it belongs to',
    );
    expect(pairItems(typed(['item', '후라이드치킨'], ['amount', '1.5']))).toBe(
      '--amount: expected a whole number ≥ 1, got 1.5',
    );
    expect(pairItems(typed(['item', '후라이드치킨'], ['amount', '2'], ['amount', '3']))).toBe(
      '--amount: "후라이드치킨" has two amounts (2, 3)',
    );
    expect(pairItems(typed(['item', '후라이드치킨'], ['option', '맛']))).toBe(
      '--option: expected GROUP=OPTION[,OPTION], got 맛',
    );
  });
});

describe('jumun order: every flag checked before the first request', () => {
  it('names the flag that is wrong', () => {
    expect(planOrder({ ...flags, pay: 'bitcoin' }, oneItem)).toBe(
      '--pay: expected one of creditcard, cash, pg_card, pg_mobile, kakaopay, naverpay, smilepay, chaipay, got bitcoin',
    );
    expect(planOrder({ ...flags, pay: 'card' }, oneItem)).toBe(
      '--pay: expected one of creditcard, cash, pg_card, pg_mobile, kakaopay, naverpay, smilepay, chaipay, got card; did you mean "creditcard" (만나서 카드결제: card at the door) or "pg_card" (신용카드: card, online at the PG)?',
    );
    expect(planOrder({ ...flags, phone: '123' }, oneItem)).toBe(
      '--phone: not a Korean mobile number (01X and 7 or 8 more digits): 123',
    );
    expect(planOrder({ ...flags, restaurant: 'abc' }, oneItem)).toBe(
      '--restaurant: not a restaurant id: abc',
    );
    expect(planOrder({ ...flags, now: '2026-11-21T12:00:00' }, oneItem)).toMatch(/^--now: give the offset/);
    expect(planOrder({ ...flags, gateway: 'http://127.0.0.1:8080', profile: 'p.json' }, oneItem)).toBe(
      '--gateway and --profile both say where requests go: give one',
    );
    expect(planOrder({ ...flags, email: 'minji@example.com' }, oneItem)).toMatch(/^--email: give --password/);
    expect(planOrder({ ...flags, addressDetail: ' ' }, oneItem)).toMatch(/^--address-detail:/);
  });

  it('turns good flags into the commands of a script, one AddItem per item', () => {
    const plan = planOrder(
      { ...flags, now: '2026-11-21T12:00:00+09:00' },
      typed(['item', '후라이드치킨'], ['amount', '2'], ['item', '양념치킨']),
    );
    if (typeof plan === 'string') throw new Error(plan);
    expect(plan.now).toBe(Date.parse('2026-11-21T12:00:00+09:00'));
    expect(plan.commands.filter((c) => c.type === 'AddItem')).toEqual([
      { type: 'AddItem', menu: '후라이드치킨', options: {}, amount: 2 },
      { type: 'AddItem', menu: '양념치킨', options: {}, amount: 1 },
    ]);
    expect(plan.commands.map((c) => c.type)).toContain('VerifySmsCode');
  });
});
