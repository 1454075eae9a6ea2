// The shell's content: service info and status, banners, notices (content through the proxy), FAQ,
// events, templates, and the app-download link by SMS (spec 000 §3 "Event banner"; spec 001 §3, §7).
import type { PromotionBanner } from '../content/promotion-banner.ts';
import type { Ack } from './ack.ts';
import type { GatewayResult } from './gateway-failure.ts';

/** Checked hourly; a 491 answer is data too (spec 001 §7). */
export interface ServiceInfo {
  readonly promotion_banners: readonly PromotionBanner[];
  /** The SMS try limit (spec 000 §9 max_sms_verification_time). */
  readonly max_sms_verification_time: number;
  /** bcrypt hashes of `customerId:phoneDigits` of blocked customers (spec 000 §5 "Blocked user"). */
  readonly blocked_customers?: readonly string[];
}

/** A popup when active with content (spec 001 §4 "Route changes"). */
export interface ServiceStatus {
  readonly active: boolean;
  readonly content: string | null;
}

export interface Banner {
  readonly id: number;
  /** A numeric suffix _N gives the order. */
  readonly event_name: string;
  readonly image_url: string;
  readonly link_url?: string | null;
  /** JSON text holding tracking_ga. */
  readonly tracking_url?: string | null;
  readonly tracking_code?: { readonly tracking_ga?: string } | null;
}

export interface Notice {
  readonly id: number;
  readonly type: string;
  /** Its content is fetched through the proxy (`noticeContent`). */
  readonly url: string;
  readonly is_read: boolean;
  readonly title: string;
  readonly created_at: string;
}

export interface FaqEntry {
  readonly id: number;
  /** "withdraw" is the section the /faq/withdraw/ route jumps to. */
  readonly section: string;
  readonly question: string;
  readonly answer_html: string;
}

export interface EventPage {
  readonly id: number;
  readonly event_name: string;
  readonly html: string;
  readonly tracking_url: string | null;
}

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
