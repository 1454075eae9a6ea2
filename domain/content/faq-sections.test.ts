import { describe, expect, it } from 'vitest';
import { faqSections, faqSectionTitle, faqTarget } from './faq-sections.ts';

const faq = [
  { id: 1, section: 'order' },
  { id: 2, section: 'payment' },
  { id: 3, section: 'order' },
  { id: 11, section: 'withdraw' },
  { id: 12, section: 'newthing' },
];

describe('FAQ sections (spec 001 §2 "/faq/")', () => {
  it('groups entries by section in first-seen order with Korean headings', () => {
    expect(faqSections(faq).map((s) => [s.section, s.title, s.entries.map((e) => e.id)])).toEqual([
      ['order', '주문', [1, 3]],
      ['payment', '결제', [2]],
      ['withdraw', '회원 탈퇴', [11]],
      ['newthing', 'newthing', [12]],
    ]);
  });
});

describe('/faq/{faq_id}/ (spec 001 §2 "faq_id \\"withdraw\\" jumps to the withdrawal section")', () => {
  it('jumps to the withdraw section', () => {
    expect(faqTarget(faq, 'withdraw')).toEqual({ kind: 'section', section: 'withdraw' });
  });

  it('opens an entry by id', () => {
    expect(faqTarget(faq, '3')).toEqual({ kind: 'entry', id: 3, section: 'order' });
  });

  it('is the plain list otherwise', () => {
    expect(faqTarget(faq, undefined)).toEqual({ kind: 'none' });
    expect(faqTarget(faq, '99')).toEqual({ kind: 'none' });
    expect(faqTarget(faq, '03')).toEqual({ kind: 'none' });
    expect(faqTarget(faq, 'toString')).toEqual({ kind: 'none' });
  });
});

describe('FAQ headings in English', () => {
  it('names the known sections in English and shows an unknown one by its name', () => {
    expect(faqSections(faq, 'en').map((s) => s.title)).toEqual([
      'Orders',
      'Payment',
      'Closing your account',
      'newthing',
    ]);
    for (const section of ['order', 'payment', 'delivery', 'coupon', 'account', 'withdraw'])
      expect(faqSectionTitle(section, 'en')).not.toMatch(/[\u3131-\u318E\uAC00-\uD7A3]/);
    expect(faqSectionTitle('toString', 'en')).toBe('toString');
  });

  it('keeps the Korean headings in Korean', () => {
    expect(faqSectionTitle('account', 'ko')).toBe('회원 정보');
    expect(faqSectionTitle('withdraw')).toBe('회원 탈퇴');
  });
});
