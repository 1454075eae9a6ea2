// The FAQ page (spec 001 §2 "/faq/ and /faq/{faq_id}/. faq_id "withdraw" jumps to the withdrawal
// section"). Decisions: entries are grouped by section in the order sections first appear; a known
// section has a heading in the customer's language, an unknown one shows its name; /faq/{n}/ with an
// entry's id opens that entry, with a section's name jumps to the section, and anything else is the
// plain list.
import { defineTexts } from '../i18n/texts.ts';
import type { Language } from '../shell/language.ts';

export interface FaqLike {
  readonly id: number;
  readonly section: string;
}

const TITLES = defineTexts({
  ko: {
    order: '주문',
    payment: '결제',
    delivery: '배달',
    coupon: '쿠폰',
    account: '회원 정보',
    withdraw: '회원 탈퇴',
  },
  en: {
    order: 'Orders',
    payment: 'Payment',
    delivery: 'Delivery',
    coupon: 'Coupons',
    account: 'Your account',
    withdraw: 'Closing your account',
  },
});

export function faqSectionTitle(section: string, language: Language = 'ko'): string {
  const titles: Readonly<Record<string, string>> = TITLES[language];
  return Object.hasOwn(titles, section) ? (titles[section] ?? section) : section;
}

export interface FaqSection<T> {
  readonly section: string;
  readonly title: string;
  readonly entries: readonly T[];
}

export function faqSections<T extends FaqLike>(
  entries: readonly T[],
  language: Language = 'ko',
): FaqSection<T>[] {
  const bySection = new Map<string, T[]>();
  for (const entry of entries) {
    const list = bySection.get(entry.section);
    if (list === undefined) bySection.set(entry.section, [entry]);
    else list.push(entry);
  }
  return [...bySection].map(([section, list]) => ({
    section,
    title: faqSectionTitle(section, language),
    entries: list,
  }));
}

export type FaqTarget =
  | { readonly kind: 'none' }
  | { readonly kind: 'section'; readonly section: string }
  | { readonly kind: 'entry'; readonly id: number; readonly section: string };

/** What /faq/{faqId}/ points at within these entries. */
export function faqTarget(entries: readonly FaqLike[], faqId: string | undefined): FaqTarget {
  if (faqId === undefined) return { kind: 'none' };
  if (/^[1-9]\d{0,14}$/.test(faqId)) {
    const entry = entries.find((e) => e.id === Number(faqId));
    return entry === undefined ? { kind: 'none' } : { kind: 'entry', id: entry.id, section: entry.section };
  }
  return entries.some((e) => e.section === faqId) ? { kind: 'section', section: faqId } : { kind: 'none' };
}
