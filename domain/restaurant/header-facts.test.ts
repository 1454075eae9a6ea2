import { describe, expect, it } from 'vitest';
import { deliveryTime, ownerNotice, paymentMethodLabels } from './header-facts.ts';

describe('the restaurant header facts (UI guide "Restaurant header")', () => {
  it('lists the payment methods online, card, cash (spec 000 §3 payment_methods)', () => {
    expect(
      paymentMethodLabels({ payment_methods: ['cash', 'online', 'creditcard'], except_cash: false }),
    ).toEqual(['온라인결제', '신용카드', '현금']);
  });

  it('drops cash when the restaurant excludes it (spec 000 §3 except_cash)', () => {
    expect(paymentMethodLabels({ payment_methods: ['online', 'cash'], except_cash: true })).toEqual([
      '온라인결제',
    ]);
  });

  it('reads the delivery estimate when the detail answer has one', () => {
    expect(deliveryTime({ estimated_delivery_time: '30~40분' })).toBe('30~40분');
    expect(deliveryTime({ estimated_delivery_time: null })).toBeNull();
    expect(deliveryTime({})).toBeNull();
  });

  it('takes the owner notice from the introduction text, none when empty', () => {
    expect(ownerNotice({ introduction_by_owner: { introduction_text: ' 국내산 닭만 씁니다. ' } })).toBe(
      '국내산 닭만 씁니다.',
    );
    expect(ownerNotice({ introduction_by_owner: { introduction_text: '' } })).toBeNull();
    expect(ownerNotice({})).toBeNull();
  });

  it('names the payment methods and a Korean-worded estimate in English (issue "English")', () => {
    expect(
      paymentMethodLabels({ payment_methods: ['cash', 'online', 'creditcard'], except_cash: false }, 'en'),
    ).toEqual(['Online payment', 'Credit card', 'Cash']);
    expect(deliveryTime({ estimated_delivery_time: '30~40분' }, 'en')).toBe('30–40 min');
    expect(deliveryTime({ estimated_delivery_time: '25분' }, 'en')).toBe('25 min');
    // other wording is the gateway's, shown as sent; Korean unchanged
    expect(deliveryTime({ estimated_delivery_time: 'about 1 hour' }, 'en')).toBe('about 1 hour');
    expect(deliveryTime({ estimated_delivery_time: '30~40분' }, 'ko')).toBe('30~40분');
  });
});
