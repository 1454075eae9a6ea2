// Where each information page's document comes from and how it is shown (spec 001 §2 "/policy/ …
// All show the terms screen", "/partner/{restaurant_id}/ Terms screen (third-party provision
// consent)", "/point_policy/ … Point policy, trust/safe center and clean review are embedded frames
// that resize when the content sends its height; default heights 1010 and 991", "Default terms of
// use are embedded in a frame"). The documents are the gateway's templates (spec 001 §7 "Templates:
// GET, with a version query").
// Decisions where the spec is silent:
// - point policy starts at 1010 px and every other frame (trust, clean review, the terms) at 991;
// - contact, lowest price guarantee and seller info are not frames: their template is read through
//   the template query and shown in the page, sanitised like every html from the network;
// - the template version is the app's document version, one for all (a new version refetches).
import { defineTexts } from '../i18n/texts.ts';
import type { InfoPage, TermsDoc } from '../routes/route-params.ts';
import type { Language } from '../shell/language.ts';

export const TEMPLATE_VERSION = '2026.11.1';
export const POINT_POLICY_FRAME_HEIGHT_PX = 1010;
export const DEFAULT_FRAME_HEIGHT_PX = 991;

export interface InformationPage {
  /** The page heading (and the frame's accessible name), in the language asked for. */
  readonly title: string;
  /** The gateway template holding the document. */
  readonly template: string;
  /** A resizing frame with its starting height, or shown in the page (null). */
  readonly frameHeightPx: number | null;
}

/** Each document's title, by its template (the documents themselves are the gateway's, in Korean). */
const TITLES = defineTexts({
  ko: {
    'terms.html': '이용약관',
    'privacy.html': '개인정보처리방침',
    'efinance.html': '전자금융거래 이용약관',
    'collect-join.html': '개인정보 수집 및 이용 동의 (회원가입)',
    'collect-member.html': '개인정보 수집 및 이용 동의 (회원)',
    'collect-default.html': '개인정보 수집 및 이용 동의 (비회원)',
    'point-policy.html': '포인트 정책',
    'trust.html': '안심센터',
    'clean-review.html': '클린리뷰 정책',
    'contact.html': '고객센터',
    'bpg.html': '최저가 보상제',
    'seller-info.html': '사업자 정보',
    'third-party.html': '개인정보 제3자 제공 동의',
    'location-terms.html': '위치기반서비스 이용약관',
  },
  en: {
    'terms.html': 'Terms of use',
    'privacy.html': 'Privacy policy',
    'efinance.html': 'Electronic financial transactions terms',
    'collect-join.html': 'Consent to the collection and use of personal information (sign-up)',
    'collect-member.html': 'Consent to the collection and use of personal information (members)',
    'collect-default.html': 'Consent to the collection and use of personal information (guests)',
    'point-policy.html': 'Points policy',
    'trust.html': 'Trust and safety centre',
    'clean-review.html': 'Clean review policy',
    'contact.html': 'Customer service',
    'bpg.html': 'Lowest price guarantee',
    'seller-info.html': 'Business information',
    'third-party.html': 'Consent to sharing personal information with third parties',
    'location-terms.html': 'Location-based services terms',
  },
});

type Template = keyof typeof TITLES.ko;

interface Document {
  readonly template: Template;
  readonly frameHeightPx: number | null;
}

const frame = (template: Template, frameHeightPx = DEFAULT_FRAME_HEIGHT_PX): Document => ({
  template,
  frameHeightPx,
});
const inline = (template: Template): Document => ({ template, frameHeightPx: null });

const TERMS: Readonly<Record<TermsDoc, Document>> = {
  policy: frame('terms.html'),
  privacy: frame('privacy.html'),
  efinance_agreement: frame('efinance.html'),
  collect_join: frame('collect-join.html'),
  collect_member: frame('collect-member.html'),
  collect_default: frame('collect-default.html'),
};

const INFO: Readonly<Record<InfoPage, Document>> = {
  point_policy: frame('point-policy.html', POINT_POLICY_FRAME_HEIGHT_PX),
  trust: frame('trust.html'),
  cleanreview: frame('clean-review.html'),
  contact: inline('contact.html'),
  bpg: inline('bpg.html'),
  sellerinfo: inline('seller-info.html'),
};
const PARTNER_TERMS = frame('third-party.html');
const LOCATION_TERMS = inline('location-terms.html');

const korean = (doc: Document): InformationPage => ({
  title: TITLES.ko[doc.template],
  template: doc.template,
  frameHeightPx: doc.frameHeightPx,
});

export const termsPage = (doc: TermsDoc): InformationPage => korean(TERMS[doc]);
export const infoPage = (page: InfoPage): InformationPage => korean(INFO[page]);
/** The third-party provision consent of one restaurant (spec 001 §2 "/partner/{restaurant_id}/"). */
export const partnerTermsPage: InformationPage = korean(PARTNER_TERMS);
/** The location terms, shown in the page above the agree box (spec 000 §5 "Location terms page"). */
export const locationTermsPage: InformationPage = korean(LOCATION_TERMS);

const isTemplate = (template: string): template is Template => Object.hasOwn(TITLES.ko, template);

/** The page titled in `language` (its document, its frame the same). */
export function pageIn(page: InformationPage, language: Language): InformationPage {
  return isTemplate(page.template) ? { ...page, title: TITLES[language][page.template] } : page;
}

/** The template's address on the api host (contract: content.template, GET /templates/:template_name). */
export function templatePath(template: string): string {
  return `/templates/${encodeURIComponent(template)}?version=${encodeURIComponent(TEMPLATE_VERSION)}`;
}

/** Every template a page may ask for (the gateway serves each). */
export function allInformationTemplates(): string[] {
  return [
    ...new Set(
      [...Object.values(TERMS), ...Object.values(INFO), PARTNER_TERMS, LOCATION_TERMS].map((p) => p.template),
    ),
  ].sort();
}

/** spec 001 §2 "/download/ Redirect to an app download page": the static page on the api host. */
export const APP_DOWNLOAD_PAGE = '/download/';

/** The event id of /event/{event_id}/, or null when it is no event id (spec 001 §2). */
export function eventIdOfRoute(segment: string): number | null {
  return /^[1-9]\d{0,14}$/.test(segment) ? Number(segment) : null;
}
