// Page titles per route (spec 001 §4 "Route changes. They manage analytics and page titles."). The
// spec names no titles; decisions: "{screen} | 주문", the screen in Korean as its heading says it;
// a restaurant's page carries its name once the restaurant is known, a list its category or
// district; home and anything unknown are the site's own title.
import type { Route } from '../routes/route-table.ts';

export const SITE_TITLE = '주문 — 우리 동네 배달 주문';

const TERMS: Record<string, string> = {
  policy: '이용약관',
  privacy: '개인정보처리방침',
  efinance_agreement: '전자금융거래 이용약관',
  collect_join: '개인정보 수집 및 이용 동의',
  collect_member: '개인정보 수집 및 이용 동의',
  collect_default: '개인정보 수집 및 이용 동의',
};

const INFO: Record<string, string> = {
  point_policy: '포인트 정책',
  contact: '고객센터',
  bpg: '최저가 보상제',
  trust: '안심센터',
  sellerinfo: '사업자 정보',
  cleanreview: '클린리뷰',
};

const SIMPLE: Partial<Record<Route['name'], string>> = {
  download: '앱 다운로드',
  location: '배달 주소 설정',
  cart: '주문표',
  checkout: '주문하기',
  thankyou: '주문 완료',
  order: '주문 상세',
  restaurants: '음식점 목록',
  login: '로그인',
  join: '회원가입',
  pwinquiry: '비밀번호 찾기',
  idinquiry: '아이디 찾기',
  locterms: '위치기반 서비스 이용약관',
  withdraw: '회원 탈퇴',
  notices: '공지사항',
  notice: '공지사항',
  faq: '자주 묻는 질문',
  event: '이벤트',
  partnerTerms: '개인정보 제3자 제공 동의',
  dev: '개발자 화면',
  smilepayNext: '결제',
};

function screenName(route: Route, restaurantName: string | null): string | null {
  switch (route.name) {
    case 'home':
    case 'notFound':
      return null;
    case 'terms':
      return TERMS[route.doc] ?? null;
    case 'info':
      return INFO[route.page] ?? null;
    case 'restaurant':
      return restaurantName ?? '음식점';
    case 'category':
      return route.category;
    case 'district':
      return route.category ?? '음식점 목록';
    default:
      return SIMPLE[route.name] ?? null;
  }
}

/** The document title for `route`; `restaurantName` is the open restaurant's, if known. */
export function pageTitle(route: Route, restaurantName: string | null = null): string {
  const screen = screenName(route, restaurantName);
  return screen === null ? SITE_TITLE : `${screen} | 주문`;
}
