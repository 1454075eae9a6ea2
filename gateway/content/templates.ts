// GET /templates/{name}?version= (spec 001 §6 "Every request carries a bearer authorization header
// ... except template requests"; §7 "Templates: GET, with a version query"; path designed). The
// templates are the static documents the shell embeds in frames (spec 001 §2 "Default terms of use
// are embedded in a frame", the terms screens). Decisions: a small built-in set of Korean
// documents; `version` is the client's cache key (any value; the answer may be cached for a day
// under it); an unknown name is a 404.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { refuse, serveCall } from '../http/serve-call.ts';

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

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
  'third-party.html': page(
    '개인정보 제3자 제공 동의',
    '<p>주문을 처리하기 위해 연락처와 배달 주소를 주문한 음식점에 제공합니다.</p>',
  ),
};

export const TEMPLATE_NOT_FOUND = '문서를 찾을 수 없습니다.'; // worded here

export function registerTemplates(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['content.template'], async ({ params }) => {
    const text = Object.hasOwn(TEMPLATES, params.template_name) ? TEMPLATES[params.template_name] : undefined;
    if (text === undefined) return refuse(404, 'not_found', TEMPLATE_NOT_FOUND);
    return { status: 200, body: text, headers: { 'cache-control': 'public, max-age=86400' } };
  });
}
