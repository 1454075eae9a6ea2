// The words of an event banner's name, for its image's text alternative (spec 000 §3 "Event banner:
// event_name (a numeric suffix _N gives sort order)"): the _N suffix dropped, underscores as spaces.
import { eventBannerRank } from './promotion-banner.ts';

/** "겨울맞이_첫주문할인_1" → "겨울맞이 첫주문할인". */
export function eventBannerTitle(eventName: string): string {
  const withoutRank = eventBannerRank(eventName) === null ? eventName : eventName.replace(/_\d+$/, '');
  return withoutRank.replace(/_/g, ' ').trim();
}
