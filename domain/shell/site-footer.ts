// The footer under every screen, as a Korean delivery site's (UI guide "Every page has a way out and
// a way to the rest"): 주문내역 (jumun's extension) and the links to the information pages (spec 001
// §2) by their route, the customer centre and the company line. The company's details are those of
// the seller-info page's document.
import type { Route } from '../routes/route-table.ts';

export interface FooterLink {
  readonly label: string;
  readonly to: Route;
  /** Said in bold, as Korean law asks of the privacy policy's link. */
  readonly strong?: boolean;
}

export const FOOTER_LINKS: readonly FooterLink[] = [
  { label: '주문내역', to: { name: 'orders' } },
  { label: '공지사항', to: { name: 'notices' } },
  { label: '자주 묻는 질문', to: { name: 'faq' } },
  { label: '이용약관', to: { name: 'terms', doc: 'policy' } },
  { label: '개인정보처리방침', to: { name: 'terms', doc: 'privacy' }, strong: true },
  { label: '전자금융거래 이용약관', to: { name: 'terms', doc: 'efinance_agreement' } },
  { label: '사업자 정보', to: { name: 'info', page: 'sellerinfo' } },
];

export const CUSTOMER_CENTRE = {
  label: '고객센터',
  to: { name: 'info', page: 'contact' } as Route,
  phone: '1600-0000',
  hours: '매일 오전 9시 ~ 오후 10시',
} as const;

export const COMPANY_LINES: readonly string[] = [
  '주식회사 주문 · 대표 홍길동 · 사업자등록번호 000-00-00000',
  '통신판매업 신고 제2026-서울강남-0000호 · 서울특별시 강남구 테헤란로 000',
  '주식회사 주문은 통신판매중개자로서 통신판매의 당사자가 아니며, 음식점이 등록한 메뉴·가격과 거래에 대한 책임은 각 음식점에 있습니다.',
];
