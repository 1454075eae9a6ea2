// GET /misc/proxy/?url= (spec 001 §7 "Proxy"): a notice's content by its url, as html. What may be
// fetched is decided by proxy-target.ts; loading a notice as a logged-in member marks it read.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { loggedInMember } from '../catalog/member-check.ts';
import type { GatewayContext } from '../context.ts';
import { answer, refuse, serveCall } from '../http/serve-call.ts';
import { findNotice, markNoticeRead } from './notices.ts';
import type { FetchPage } from './proxy-fetch.ts';
import { proxyTarget } from './proxy-target.ts';

export interface ProxyOptions {
  readonly allowHosts: ReadonlySet<string>;
  readonly fetchPage: FetchPage;
}

export function registerProxy(app: FastifyInstance, ctx: GatewayContext, options: ProxyOptions): void {
  serveCall(app, ctx.serve, calls['content.proxy'], async ({ query, auth, request }) => {
    const target = proxyTarget(query.url, request.headers.host, options.allowHosts);
    switch (target.kind) {
      case 'refused':
        return refuse(
          target.status,
          target.status === 400 ? 'bad_request' : 'proxy_forbidden',
          target.message,
        );
      case 'notice': {
        const notice = await findNotice(ctx.db, target.id);
        if (notice === null) return refuse(404, 'not_found', '공지사항을 찾을 수 없습니다.');
        const member = await loggedInMember(ctx.db, auth);
        if (member !== null) await markNoticeRead(ctx.db, member, notice.id, new Date(ctx.clock.now()));
        return answer(notice.html);
      }
      case 'remote': {
        const page = await options.fetchPage(target.url);
        return 'html' in page ? answer(page.html) : refuse(page.status, 'proxy_upstream', page.message);
      }
      default: {
        const never: never = target;
        return never;
      }
    }
  });
}
