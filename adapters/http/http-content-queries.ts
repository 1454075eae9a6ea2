// ContentQueries over HTTP: service info and status (491 is data), banners, notices and their
// content, FAQ, events, templates (no bearer), and the app-download SMS.
import type { ContentQueries } from '../../domain/ports/content-queries.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { ackOf, mapOk } from './result-map.ts';

export function httpContentQueries({ client }: GatewayDeps): ContentQueries {
  return {
    serviceInfo() {
      return client.callGateway('content.service-info', {}, {});
    },
    serviceStatus() {
      return client.callGateway('content.service-status', {}, {});
    },
    banners() {
      return client.callGateway('content.banners', {}, {});
    },
    notices() {
      return client.callGateway('content.notices', {}, {});
    },
    /** spec 001 §7 "Proxy ... Fetched directly if the url is on the same host." */
    noticeContent(url) {
      return client.sameHost(url) ? client.fetchPage(url) : client.callGateway('content.proxy', {}, { url });
    },
    faq() {
      return client.callGateway('content.faq', {}, {});
    },
    event(eventId) {
      return client.callGateway('content.event', { event_id: eventId }, {});
    },
    template(name, version) {
      return client.callGateway('content.template', { template_name: name }, { version });
    },
    async sendAppLink(phone) {
      return mapOk(await client.callGateway('sms.app-link', {}, { phone }), ackOf);
    },
  };
}
