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
import type { InfoPage, TermsDoc } from '../routes/route-params.ts';

export const TEMPLATE_VERSION = '2026.11.1';
export const POINT_POLICY_FRAME_HEIGHT_PX = 1010;
export const DEFAULT_FRAME_HEIGHT_PX = 991;

export interface InformationPage {
  /** The page heading (and the frame's accessible name). */
  readonly title: string;
  /** The gateway template holding the document. */
  readonly template: string;
  /** A resizing frame with its starting height, or shown in the page (null). */
  readonly frameHeightPx: number | null;
}

const frame = (
  title: string,
  template: string,
  frameHeightPx = DEFAULT_FRAME_HEIGHT_PX,
): InformationPage => ({
  title,
  template,
  frameHeightPx,
});
const inline = (title: string, template: string): InformationPage => ({
  title,
  template,
  frameHeightPx: null,
});

const TERMS: Readonly<Record<TermsDoc, InformationPage>> = {
  policy: frame('이용약관', 'terms.html'),
  privacy: frame('개인정보처리방침', 'privacy.html'),
  efinance_agreement: frame('전자금융거래 이용약관', 'efinance.html'),
  collect_join: frame('개인정보 수집 및 이용 동의 (회원가입)', 'collect-join.html'),
  collect_member: frame('개인정보 수집 및 이용 동의 (회원)', 'collect-member.html'),
  collect_default: frame('개인정보 수집 및 이용 동의 (비회원)', 'collect-default.html'),
};

const INFO: Readonly<Record<InfoPage, InformationPage>> = {
  point_policy: frame('포인트 정책', 'point-policy.html', POINT_POLICY_FRAME_HEIGHT_PX),
  trust: frame('안심센터', 'trust.html'),
  cleanreview: frame('클린리뷰 정책', 'clean-review.html'),
  contact: inline('고객센터', 'contact.html'),
  bpg: inline('최저가 보상제', 'bpg.html'),
  sellerinfo: inline('사업자 정보', 'seller-info.html'),
};

export const termsPage = (doc: TermsDoc): InformationPage => TERMS[doc];
export const infoPage = (page: InfoPage): InformationPage => INFO[page];
/** The third-party provision consent of one restaurant (spec 001 §2 "/partner/{restaurant_id}/"). */
export const partnerTermsPage: InformationPage = frame('개인정보 제3자 제공 동의', 'third-party.html');
/** The location terms, shown in the page above the agree box (spec 000 §5 "Location terms page"). */
export const locationTermsPage: InformationPage = inline('위치기반서비스 이용약관', 'location-terms.html');

/** The template's address on the api host (contract: content.template, GET /templates/:template_name). */
export function templatePath(template: string): string {
  return `/templates/${encodeURIComponent(template)}?version=${encodeURIComponent(TEMPLATE_VERSION)}`;
}

/** Every template a page may ask for (the gateway serves each). */
export function allInformationTemplates(): string[] {
  return [
    ...new Set(
      [...Object.values(TERMS), ...Object.values(INFO), partnerTermsPage, locationTermsPage].map(
        (p) => p.template,
      ),
    ),
  ].sort();
}

/** spec 001 §2 "/download/ Redirect to an app download page": the static page on the api host. */
export const APP_DOWNLOAD_PAGE = '/download/';

/** The event id of /event/{event_id}/, or null when it is no event id (spec 001 §2). */
export function eventIdOfRoute(segment: string): number | null {
  return /^[1-9]\d{0,14}$/.test(segment) ? Number(segment) : null;
}
