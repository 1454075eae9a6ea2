// Page titles per route (spec 001 §4 "Route changes. They manage analytics and page titles."). The
// spec names no titles; decisions: "{screen} | 주문", the screen in Korean as its heading says it;
// a restaurant's page carries its name once the restaurant is known, a list its category or
// district; home and anything unknown are the site's own title. In English (issue "English") the
// same shape, "{screen} | jumun": the brand written in Latin letters, a category by its English name.
import { defineTexts } from '../i18n/texts.ts';
import type { Route } from '../routes/route-table.ts';
import { categoryName } from './category-names.ts';
import type { Language } from './language.ts';

export const SITE_TITLE = '주문 — 우리 동네 배달 주문';

type TermsDoc =
  | 'policy'
  | 'privacy'
  | 'efinance_agreement'
  | 'collect_join'
  | 'collect_member'
  | 'collect_default';
type InfoPage = 'point_policy' | 'contact' | 'bpg' | 'trust' | 'sellerinfo' | 'cleanreview';
type SimpleRoute =
  | 'download'
  | 'location'
  | 'cart'
  | 'checkout'
  | 'thankyou'
  | 'order'
  | 'restaurants'
  | 'login'
  | 'join'
  | 'pwinquiry'
  | 'idinquiry'
  | 'locterms'
  | 'withdraw'
  | 'notices'
  | 'notice'
  | 'faq'
  | 'event'
  | 'partnerTerms'
  | 'dev'
  | 'smilepayNext';

const titles = defineTexts({
  ko: {
    site: SITE_TITLE,
    titled: (screen: string) => `${screen} | 주문`,
    restaurant: '음식점',
    list: '음식점 목록',
    policy: '이용약관',
    privacy: '개인정보처리방침',
    efinance_agreement: '전자금융거래 이용약관',
    collect_join: '개인정보 수집 및 이용 동의',
    collect_member: '개인정보 수집 및 이용 동의',
    collect_default: '개인정보 수집 및 이용 동의',
    point_policy: '포인트 정책',
    contact: '고객센터',
    bpg: '최저가 보상제',
    trust: '안심센터',
    sellerinfo: '사업자 정보',
    cleanreview: '클린리뷰',
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
  },
  en: {
    site: 'jumun — food delivery from your neighbourhood',
    titled: (screen: string) => `${screen} | jumun`,
    restaurant: 'Restaurant',
    list: 'Restaurants',
    policy: 'Terms of use',
    privacy: 'Privacy policy',
    efinance_agreement: 'Electronic financial transactions terms',
    collect_join: 'Consent to collect and use personal data',
    collect_member: 'Consent to collect and use personal data',
    collect_default: 'Consent to collect and use personal data',
    point_policy: 'Points policy',
    contact: 'Customer centre',
    bpg: 'Best price guarantee',
    trust: 'Safety centre',
    sellerinfo: 'Business information',
    cleanreview: 'Clean reviews',
    download: 'Get the app',
    location: 'Delivery address',
    cart: 'Cart',
    checkout: 'Checkout',
    thankyou: 'Order placed',
    order: 'Order details',
    restaurants: 'Restaurants',
    login: 'Log in',
    join: 'Sign up',
    pwinquiry: 'Find your password',
    idinquiry: 'Find your ID',
    locterms: 'Location services terms',
    withdraw: 'Delete account',
    notices: 'Notices',
    notice: 'Notice',
    faq: 'FAQ',
    event: 'Event',
    partnerTerms: 'Consent to share personal data with third parties',
    dev: 'Developer screen',
    smilepayNext: 'Payment',
  },
});

const TERMS: ReadonlySet<string> = new Set<TermsDoc>([
  'policy',
  'privacy',
  'efinance_agreement',
  'collect_join',
  'collect_member',
  'collect_default',
]);
const INFO: ReadonlySet<string> = new Set<InfoPage>([
  'point_policy',
  'contact',
  'bpg',
  'trust',
  'sellerinfo',
  'cleanreview',
]);
const SIMPLE: ReadonlySet<string> = new Set<SimpleRoute>([
  'download',
  'location',
  'cart',
  'checkout',
  'thankyou',
  'order',
  'restaurants',
  'login',
  'join',
  'pwinquiry',
  'idinquiry',
  'locterms',
  'withdraw',
  'notices',
  'notice',
  'faq',
  'event',
  'partnerTerms',
  'dev',
  'smilepayNext',
]);

function screenName(route: Route, restaurantName: string | null, language: Language): string | null {
  const t = titles[language];
  switch (route.name) {
    case 'home':
    case 'notFound':
      return null;
    case 'terms':
      return TERMS.has(route.doc) ? t[route.doc as TermsDoc] : null;
    case 'info':
      return INFO.has(route.page) ? t[route.page as InfoPage] : null;
    case 'restaurant':
      return restaurantName ?? t.restaurant;
    case 'category':
      return categoryName(route.category, language);
    case 'district':
      return route.category === undefined ? t.list : categoryName(route.category, language);
    default:
      return SIMPLE.has(route.name) ? t[route.name as SimpleRoute] : null;
  }
}

/** The document title for `route`; `restaurantName` is the open restaurant's, if known. */
export function pageTitle(
  route: Route,
  restaurantName: string | null = null,
  language: Language = 'ko',
): string {
  const screen = screenName(route, restaurantName, language);
  return screen === null ? titles[language].site : titles[language].titled(screen);
}
