// The shell's content: service info and status, banners, notices (content through the proxy), FAQ,
// events, templates, and the app-download link by SMS (spec 000 §3 "Event banner"; spec 001 §3, §7).
// The answers' shapes are the contract's.
import type { ResponseOf } from '../../contract/calls.ts';
import type { Ack } from './ack.ts';
import type { GatewayResult } from './gateway-failure.ts';

/** Checked hourly; a 491 answer is data too (spec 001 §7). blocked_customers: spec 000 §5 "Blocked user". */
export type ServiceInfo = ResponseOf<'content.service-info'>;

/** A popup when active with content (spec 001 §4 "Route changes"). */
export type ServiceStatus = ResponseOf<'content.service-status'>;

/** A home banner; a numeric suffix _N of event_name gives the order. */
export type Banner = ResponseOf<'content.banners'>[number];

/** Its content is fetched through the proxy (`noticeContent`). */
export type Notice = ResponseOf<'content.notices'>[number];

/** "withdraw" is the section the /faq/withdraw/ route jumps to. */
export type FaqEntry = ResponseOf<'content.faq'>[number];

export type EventPage = ResponseOf<'content.event'>;

export interface ContentQueries {
  serviceInfo(): Promise<GatewayResult<ServiceInfo>>;
  serviceStatus(): Promise<GatewayResult<ServiceStatus>>;
  /** Not cached (spec 001 §7). */
  banners(): Promise<GatewayResult<readonly Banner[]>>;
  notices(): Promise<GatewayResult<readonly Notice[]>>;
  /** A page by url through the proxy, as text (html when the content type is html). */
  noticeContent(url: string): Promise<GatewayResult<string>>;
  faq(): Promise<GatewayResult<readonly FaqEntry[]>>;
  event(eventId: number): Promise<GatewayResult<EventPage>>;
  /** A template's text; sent without the bearer header (spec 001 §6). */
  template(name: string, version: string): Promise<GatewayResult<string>>;
  /** Sends the app-download link to a phone (POST /m/sms/). */
  sendAppLink(phone: string): Promise<GatewayResult<Ack>>;
}
