// The content routes: banners, service info and status, notices and their proxy, FAQ, events,
// templates, the exit poll and the app-link SMS. The proxy's allow-list comes from
// JUMUN_PROXY_ALLOW_HOSTS (comma-separated hosts; empty by default: only our own notice pages).
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { registerAppLink } from './app-link.ts';
import { registerBanners } from './banners.ts';
import { registerFaqAndEvents } from './faq-event.ts';
import { registerNotices } from './notices.ts';
import { registerPoll } from './poll.ts';
import { type ProxyOptions, registerProxy } from './proxy.ts';
import { httpFetchPage } from './proxy-fetch.ts';
import { parseAllowHosts } from './proxy-target.ts';
import { registerService } from './service.ts';
import { registerTemplates } from './templates.ts';

export function contentRoutes(proxy: ProxyOptions) {
  return (app: FastifyInstance, ctx: GatewayContext): void => {
    registerBanners(app, ctx);
    registerService(app, ctx);
    registerNotices(app, ctx);
    registerProxy(app, ctx, proxy);
    registerFaqAndEvents(app, ctx);
    registerTemplates(app, ctx);
    registerPoll(app, ctx);
    registerAppLink(app, ctx);
  };
}

export function registerContentRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  const allowHosts = parseAllowHosts(process.env.JUMUN_PROXY_ALLOW_HOSTS);
  contentRoutes({ allowHosts, fetchPage: httpFetchPage() })(app, ctx);
}
