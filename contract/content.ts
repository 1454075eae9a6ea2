// Content: marketing banners, the proxy, service info and status, notices, FAQ, events and
// templates (spec 000 §3 "Event banner"; spec 001 §2, §3, §7).
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { closed } from './closed.ts';
import {
  Count,
  Id,
  IsoDateOrDateTime,
  IsoDateTime,
  nullable,
  TextLimit,
  text,
  withOptional,
} from './primitives.ts';
import { IdParam, SegmentParam } from './query-params.ts';

/**
 * A home banner. event_name's numeric suffix _N gives the order; tracking_url is JSON text holding
 * tracking_ga (spec 000 §3), tracking_code.tracking_ga the same already parsed (spec 001 §3).
 * Designed: id, image_url and link_url (the event page or an outside url).
 */
export const Banner = withOptional(
  'Banner',
  { id: Id, event_name: t.string, image_url: t.string },
  {
    link_url: nullable(t.string),
    tracking_url: nullable(t.string),
    tracking_code: nullable(t.partial({ tracking_ga: t.string })),
  },
);
export const Banners = t.array(Banner, 'Banners');

/** The proxied page comes back as text (html when its content type is html). */
export const ProxyQuery = closed('ProxyQuery', { url: text(TextLimit.url) });

/** Shown only if code is mobile.front, not closed, within its dates and with an image (spec 001 §5). */
export const PromotionBanner = t.type(
  {
    code: t.string,
    closed: t.boolean,
    start_date: IsoDateOrDateTime,
    end_date: IsoDateOrDateTime,
    images: nullable(t.partial({ android_high: nullable(t.string) })),
  },
  'PromotionBanner',
);

/** Designed beyond promotion_banners: the SMS try limit (spec 000 §9 max_sms_verification_time). */
/**
 * Designed beyond promotion_banners: the SMS try limit, and `blocked_customers`, the blocked-user
 * list the client checks a customer id and phone against (spec 000 §1, §5 "Blocked user"): bcrypt
 * hashes (cost 10) of `customerId:phoneDigits`, so the list itself names nobody.
 */
export const ServiceInfo = t.intersection(
  [
    t.type({ promotion_banners: t.array(PromotionBanner), max_sms_verification_time: Count }),
    t.partial({ blocked_customers: t.array(t.string) }),
  ],
  'ServiceInfo',
);

/** A popup when active with content (spec 001 §4 "Route changes"). */
export const ServiceStatus = t.type({ active: t.boolean, content: nullable(t.string) }, 'ServiceStatus');

/** Designed beyond id, type, url, is_read: title and created_at for the list. */
export const Notice = t.type(
  { id: Id, type: t.string, url: t.string, is_read: t.boolean, title: t.string, created_at: IsoDateTime },
  'Notice',
);
export const Notices = t.array(Notice, 'Notices');

/** Designed: an FAQ entry in a section ("withdraw" is a section the /faq/withdraw/ route jumps to). */
export const FaqEntry = t.type(
  { id: Id, section: t.string, question: t.string, answer_html: t.string },
  'FaqEntry',
);
export const Faq = t.array(FaqEntry, 'Faq');

/** Designed: the event page. */
export const EventPage = t.type(
  { id: Id, event_name: t.string, html: t.string, tracking_url: nullable(t.string) },
  'EventPage',
);

/** Templates are fetched with a version query and without the bearer header (spec 001 §6). */
export const TemplateQuery = closed('TemplateQuery', { version: text(TextLimit.code) });

export const contentCalls = [
  get('content.banners', 'api', '/api/v1/marketing/banners/', { response: Banners }),
  get('content.proxy', 'api', '/misc/proxy/', {
    query: ProxyQuery,
    response: t.string,
    responseType: 'text',
  }),
  get('content.service-info', 'api', '/api/v1/service_info/', { response: ServiceInfo, dataStatuses: [491] }),
  get('content.service-status', 'api', '/popup/get/', { response: ServiceStatus, dataStatuses: [491] }),
  /** Path not shown: designed. */
  get('content.notices', 'api', '/api/v1/notices/', { response: Notices }),
  /** Path not shown: designed. */
  get('content.faq', 'api', '/api/v1/faq/', { response: Faq }),
  /** Path not shown: designed. */
  get('content.event', 'api', '/api/v1/events/:event_id/', {
    params: closed('EventParams', { event_id: IdParam }),
    response: EventPage,
  }),
  /** Path not shown: designed; the answer is the template's text. */
  get('content.template', 'api', '/templates/:template_name', {
    params: closed('TemplateParams', { template_name: SegmentParam }),
    query: TemplateQuery,
    response: t.string,
    responseType: 'text',
  }),
] as const;
