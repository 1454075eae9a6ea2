// GET /templates/{name}?version= (spec 001 §6 "Every request carries a bearer authorization header
// ... except template requests"; §7 "Templates: GET, with a version query"; path designed). The
// templates are the static documents the shell embeds in frames (spec 001 §2 "Default terms of use
// are embedded in a frame", the terms screens, point policy, trust and clean review) or shows in
// its pages (contact, lowest price guarantee, seller info, location terms). Decisions: a small
// built-in set of Korean documents; `version` is the client's cache key (any value; the answer may
// be cached for a day under it); an unknown name is a 404. A document shown in a frame tells the
// page around it its height (spec 001 §2 "embedded frames that resize when the content sends its
// height") as `{ type: 'jumun:frame-height', height }`, on load and whenever it changes.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { cspHash } from '../http/content-security-policy.ts';
import { CSP_REPORTING } from '../http/csp-reports.ts';
import { refuse, serveCall } from '../http/serve-call.ts';
import { registerTemplateFonts, TEMPLATE_FONT_CSS } from './template-fonts.ts';

/** Posts the document's height to the page that frames it (only when framed): the height of its
 * content, not of the frame's viewport, so a frame taller than its document shrinks to fit. */
const REPORT_HEIGHT_SCRIPT = `(function(){if(window.parent===window)return;function send(){window.parent.postMessage({type:'jumun:frame-height',height:Math.ceil(document.documentElement.getBoundingClientRect().height)},'*')}window.addEventListener('load',send);if('ResizeObserver' in window)new ResizeObserver(send).observe(document.body)})();`;
const REPORT_HEIGHT = `<script>${REPORT_HEIGHT_SCRIPT}</script>`;

/**
 * The documents' stylesheet. The app's policy names its hash too: the app shows some of these
 * documents in place (contact, seller info), and Chromium checks the policy as DOMPurify parses
 * the document, <style> and all, before it takes the stylesheet out.
 */
export const TEMPLATE_STYLE = `body{margin:0;padding:0 0 16px;font:14px/1.6 "Pretendard Variable",Pretendard,-apple-system,BlinkMacSystemFont,system-ui,Roboto,"Apple SD Gothic Neo","Noto Sans KR","Malgun Gothic",sans-serif;color:#333;word-break:keep-all}h1{margin-top:0;font-size:24px;line-height:32px}h2{font-size:16px}`;
const STYLE = `<link rel="stylesheet" href="${TEMPLATE_FONT_CSS}"><style>${TEMPLATE_STYLE}</style>`;

/**
 * The documents' own content security policy (in place of the app's): their one script and their
 * one stylesheet by their hashes, the app's font, nothing else fetched, no string made HTML or
 * script (Trusted Types with no policy), framed only by the app's pages — this origin's, or the
 * app's inside a partner's frame (frame-ancestors asks every page above, the partner's too).
 */
export function templateCsp(partnerOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${cspHash(REPORT_HEIGHT_SCRIPT)}`,
    `style-src 'self' ${cspHash(TEMPLATE_STYLE)}`,
    "font-src 'self'",
    "img-src 'self' data:",
    ["frame-ancestors 'self'", ...partnerOrigins].join(' '),
    "base-uri 'none'",
    "form-action 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
    `report-uri ${CSP_REPORTING.path}`,
    `report-to ${CSP_REPORTING.group}`,
  ].join('; ');
}

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title>${STYLE}</head><body><h1>${title}</h1>${body}${REPORT_HEIGHT}</body></html>`;

/** A long document: the frame around it has to grow to show it whole. */
const articles = (topic: string, items: readonly string[]): string =>
  items
    .map(
      (item, i) =>
        `<h2>제${i + 1}조 (${item})</h2><p>${topic}에 관한 ${item}의 내용은 다음과 같습니다. 회사는 고객이 알기 쉽게 안내하며, 내용이 바뀌면 시행 7일 전에 공지사항으로 알립니다.</p>`,
    )
    .join('');

export const TEMPLATES: Readonly<Record<string, string>> = {
  'terms.html': page(
    '이용약관',
    '<p>이 약관은 주문 서비스의 이용 조건과 절차를 정합니다.</p><p>회원은 주문 전에 메뉴, 가격, 배달 주소를 확인해야 합니다.</p>',
  ),
  'privacy.html': page(
    '개인정보처리방침',
    '<p>주문과 배달에 필요한 최소한의 정보(연락처, 주소)만 수집하며, 목적을 다하면 지체 없이 파기합니다.</p>',
  ),
  'efinance.html': page(
    '전자금융거래 이용약관',
    '<p>온라인 결제는 전자금융거래법에 따라 결제대행사를 통해 처리됩니다.</p>',
  ),
  'location-terms.html': page(
    '위치기반서비스 이용약관',
    '<p>배달 가능한 음식점을 찾기 위해 위치 정보를 이용하며, 저장하지 않습니다.</p>',
  ),
  'collect-join.html': page(
    '개인정보 수집 및 이용 동의 (회원가입)',
    '<p>회원가입 시 이메일, 비밀번호, 휴대전화 번호, 닉네임을 수집하며 회원 탈퇴 시까지 보관합니다.</p>',
  ),
  'collect-member.html': page(
    '개인정보 수집 및 이용 동의 (회원)',
    '<p>회원의 주문 처리를 위해 연락처와 배달 주소를 수집하며 관계 법령이 정한 기간 동안 보관합니다.</p>',
  ),
  'collect-default.html': page(
    '개인정보 수집 및 이용 동의 (비회원)',
    '<p>비회원 주문의 처리를 위해 휴대전화 번호와 배달 주소를 수집하며 주문 완료 후 지체 없이 파기합니다.</p>',
  ),
  'point-policy.html': page(
    '포인트 정책',
    articles('포인트', ['적립', '사용', '소멸', '환불 시 처리', '양도 금지', '정책 변경', '문의', '부칙']),
  ),
  'trust.html': page(
    '안심센터',
    articles('안심센터', ['안심번호', '개인정보 보호', '결제 보호', '피해 신고', '분쟁 조정', '문의']),
  ),
  'clean-review.html': page(
    '클린리뷰 정책',
    articles('리뷰', ['작성 기준', '금지 내용', '신고', '게시 중단', '이의 제기', '문의']),
  ),
  'contact.html': page(
    '고객센터',
    '<p>고객센터 운영 시간: 매일 오전 9시 ~ 오후 10시</p><p>전화: 1600-0000 · 이메일: help@jumun.example</p>',
  ),
  'bpg.html': page(
    '최저가 보상제',
    '<p>같은 음식점의 같은 메뉴를 다른 곳에서 더 싸게 주문할 수 있었다면 차액을 포인트로 보상해 드립니다.</p><p>주문 후 7일 안에 고객센터로 신청해 주세요.</p>',
  ),
  'seller-info.html': page(
    '사업자 정보',
    '<p>상호: 주식회사 주문 · 대표: 홍길동 · 사업자등록번호: 000-00-00000</p><p>통신판매업 신고: 제2026-서울강남-0000호 · 주소: 서울특별시 강남구 테헤란로 000</p>',
  ),
  'third-party.html': page(
    '개인정보 제3자 제공 동의',
    '<p>주문을 처리하기 위해 연락처와 배달 주소를 주문한 음식점에 제공합니다.</p>',
  ),
};

export const TEMPLATE_NOT_FOUND = '문서를 찾을 수 없습니다.'; // worded here

export function registerTemplates(app: FastifyInstance, ctx: GatewayContext): void {
  registerTemplateFonts(app);
  const csp = templateCsp(ctx.partnerOrigins);
  serveCall(app, ctx.serve, calls['content.template'], async ({ params }) => {
    const text = Object.hasOwn(TEMPLATES, params.template_name) ? TEMPLATES[params.template_name] : undefined;
    if (text === undefined) return refuse(404, 'not_found', TEMPLATE_NOT_FOUND);
    return {
      status: 200,
      body: text,
      headers: { 'cache-control': 'public, max-age=86400', 'content-security-policy': csp },
    };
  });
}
