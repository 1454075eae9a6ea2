// GET /api/v1/marketing/banners/ (spec 001 §7 "Banners: Array, not cached"). Decision: the home
// banners are the events of events.json — spec 000 §3 gives an "Event banner" exactly event_name
// (its _N suffix orders them) and tracking_url, which only events carry — in the domain's _N order,
// each linking to its event page /event/{id}/. Events have no picture, so `image_url` is a small
// SVG tile with the event's title as a data: URL (the app's CSP allows data: images). The list of
// banners.json is the service info's promotion_banners (service.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { eventBannerRank, sortEventBanners } from '../../domain/content/promotion-banner.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import type { EventPage } from '../seed/events-file.ts';
import { contentList } from './content-store.ts';

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.codePointAt(0) ?? 0};`);

/** "겨울맞이_첫주문할인_1" → "겨울맞이 첫주문할인". */
export function eventTitle(eventName: string): string {
  const withoutRank = eventBannerRank(eventName) === null ? eventName : eventName.replace(/_\d+$/, '');
  return withoutRank.replace(/_/g, ' ');
}

export function bannerTile(title: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="720" height="240" viewBox="0 0 720 240">' +
    '<rect width="720" height="240" rx="24" fill="#fa0050"/>' +
    `<text x="360" y="132" font-size="44" font-family="sans-serif" fill="#fff" text-anchor="middle">${escapeXml(title)}</text>` +
    '</svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function trackingCode(trackingUrl: string): { tracking_ga?: string } | null {
  try {
    const parsed: unknown = JSON.parse(trackingUrl);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const ga = (parsed as { tracking_ga?: unknown }).tracking_ga;
    return typeof ga === 'string' ? { tracking_ga: ga } : null;
  } catch {
    return null;
  }
}

export function eventBanner(event: EventPage) {
  return {
    id: event.id,
    event_name: event.event_name,
    image_url: bannerTile(eventTitle(event.event_name)),
    link_url: `/event/${event.id}/`,
    tracking_url: event.tracking_url,
    tracking_code: trackingCode(event.tracking_url),
  };
}

export function registerBanners(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['content.banners'], async () => {
    const events = sortEventBanners(await contentList(ctx.db, 'event'));
    return { ...answer(events.map(eventBanner)), headers: { 'cache-control': 'no-store' } };
  });
}
