// The content reads of the information pages, through the content query port and the shared query
// cache (reads that make no events). Keys name what is read.
import { TEMPLATE_VERSION } from '../../../domain/content/information-pages.ts';
import type { EventPage, FaqEntry, Notice } from '../../../domain/ports/content-queries.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { type QueryResult, useQuery } from '../../store/use-query.ts';

export const NOTICES_KEY = 'content:notices';

/**
 * The notice list. A notice's own page reads it under a key of its own (`forNoticePage`), so that the
 * list it leaves behind holds no listener and can be forgotten once a notice was read (its flag changed).
 */
export function useNotices(
  options: { readonly forNoticePage?: boolean } = {},
): QueryResult<readonly Notice[]> {
  const { gateway } = useWebStore();
  return useQuery(
    options.forNoticePage ? `${NOTICES_KEY}:page` : NOTICES_KEY,
    () => gateway.notices(),
    'NOTICE_LOAD_FAILED',
  );
}

/** A notice's html by its url (through the proxy), or nothing yet while `url` is null. */
export function useNoticeContent(url: string | null): QueryResult<string> {
  const { gateway } = useWebStore();
  return useQuery(
    url === null ? null : `content:notice:${url}`,
    () => gateway.noticeContent(url ?? ''),
    'NOTICE_LOAD_FAILED',
  );
}

export function useFaq(): QueryResult<readonly FaqEntry[]> {
  const { gateway } = useWebStore();
  return useQuery('content:faq', () => gateway.faq(), 'PAGE_LOAD_PROBLEM');
}

export function useEventPage(eventId: number | null): QueryResult<EventPage> {
  const { gateway } = useWebStore();
  return useQuery(
    eventId === null ? null : `content:event:${eventId}`,
    () => gateway.event(eventId ?? 0),
    'EVENT_NOT_FOUND',
  );
}

export function useTemplate(name: string): QueryResult<string> {
  const { gateway } = useWebStore();
  return useQuery(
    `content:template:${name}:${TEMPLATE_VERSION}`,
    () => gateway.template(name, TEMPLATE_VERSION),
    'PAGE_LOAD_PROBLEM',
  );
}
