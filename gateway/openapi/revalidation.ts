// The reads the reference gateway answers with a strong ETag and revalidates (`If-None-Match` with
// the current tag is a 304 without a body): the catalogue's cached answers
// (catalog/catalog-cache.ts: the list, the search, a restaurant and its menu) and the content
// lists a service worker revalidates (notices, FAQ). answers.int.test.ts holds the gateway to this
// set both ways: each of these sends an ETag and a 304 for it, no other read sends one.
import type { CallName } from '../../contract/calls.ts';

export const revalidatedCalls: ReadonlySet<CallName> = new Set<CallName>([
  'restaurant.list',
  'restaurant.search',
  'restaurant.detail',
  'restaurant.menu',
  'content.notices',
  'content.faq',
]);
