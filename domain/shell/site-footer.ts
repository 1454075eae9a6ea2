// The footer under every screen, as a Korean delivery site's (UI guide "Every page has a way out and
// a way to the rest"): 주문내역 (jumun's extension) and the links to the information pages (spec 001
// §2) by their route, the customer centre and the company line. The company's details are those of
// the seller-info page's document. In English (issue "English") the same lines, the company's
// registration and address written as an English reader reads them.
import { defineTexts } from '../i18n/texts.ts';
import type { Route } from '../routes/route-table.ts';
import type { Language } from './language.ts';

export interface FooterLink {
  readonly label: string;
  readonly to: Route;
  /** Said in bold, as Korean law asks of the privacy policy's link. */
  readonly strong?: boolean;
}

export interface CustomerCentre {
  readonly label: string;
  readonly to: Route;
  readonly phone: string;
  readonly hours: string;
}

const texts = defineTexts({
  ko: {
    orders: '주문내역',
    notices: '공지사항',
    faq: '자주 묻는 질문',
    terms: '이용약관',
    privacy: '개인정보처리방침',
    efinance: '전자금융거래 이용약관',
    sellerInfo: '사업자 정보',
    centre: '고객센터',
    hours: '매일 오전 9시 ~ 오후 10시',
    company: '주식회사 주문 · 대표 홍길동 · 사업자등록번호 000-00-00000',
    registration: '통신판매업 신고 제2026-서울강남-0000호 · 서울특별시 강남구 테헤란로 000',
    intermediary:
      '주식회사 주문은 통신판매중개자로서 통신판매의 당사자가 아니며, 음식점이 등록한 메뉴·가격과 거래에 대한 책임은 각 음식점에 있습니다.',
  },
  en: {
    orders: 'My orders',
    notices: 'Notices',
    faq: 'FAQ',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    efinance: 'Electronic financial transactions terms',
    sellerInfo: 'Business information',
    centre: 'Customer centre',
    hours: 'Every day, 9 AM – 10 PM',
    company: 'Jumun Inc. · CEO Hong Gil-dong · Business registration no. 000-00-00000',
    registration: 'Mail-order business no. 2026-Seoul Gangnam-0000 · 000 Teheran-ro, Gangnam-gu, Seoul',
    intermediary:
      'Jumun Inc. is an intermediary for online sales and not a party to them: each restaurant is responsible for the menus and prices it lists and for its sales.',
  },
});

export function footerLinks(language: Language): readonly FooterLink[] {
  const t = texts[language];
  return [
    { label: t.orders, to: { name: 'orders' } },
    { label: t.notices, to: { name: 'notices' } },
    { label: t.faq, to: { name: 'faq' } },
    { label: t.terms, to: { name: 'terms', doc: 'policy' } },
    { label: t.privacy, to: { name: 'terms', doc: 'privacy' }, strong: true },
    { label: t.efinance, to: { name: 'terms', doc: 'efinance_agreement' } },
    { label: t.sellerInfo, to: { name: 'info', page: 'sellerinfo' } },
  ];
}

export function customerCentre(language: Language): CustomerCentre {
  const t = texts[language];
  return { label: t.centre, to: { name: 'info', page: 'contact' }, phone: '1600-0000', hours: t.hours };
}

export function companyLines(language: Language): readonly string[] {
  const t = texts[language];
  return [t.company, t.registration, t.intermediary];
}
