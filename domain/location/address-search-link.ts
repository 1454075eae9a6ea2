// The location picker opened with an address to search: '/location/?q=역삼동'. Home's address field
// sends the typed text there, so the results (and the map) load only with the picker's code. The
// route table reads '/location/?q=…' as the picker; the text is read here.
import { paths } from '../routes/route-href.ts';

export const ADDRESS_QUERY_PARAM = 'q';

/** The picker's hash path searching `text` (the plain picker for blank text). */
export function addressSearchHref(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return paths.location;
  return `${paths.location}?${new URLSearchParams({ [ADDRESS_QUERY_PARAM]: trimmed }).toString()}`;
}

/** The address text a picker hash path asks to search, or null. */
export function addressSearchText(hashPath: string): string | null {
  const at = hashPath.indexOf('?');
  if (at === -1) return null;
  const text = new URLSearchParams(hashPath.slice(at + 1)).get(ADDRESS_QUERY_PARAM)?.trim() ?? '';
  return text === '' ? null : text;
}
