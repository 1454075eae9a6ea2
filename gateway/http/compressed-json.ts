// A cached JSON answer (catalog/catalog-cache.ts) sent compressed to a client that accepts it: a
// restaurant's menu is some 64 KB of JSON and about a tenth of that in brotli, which a phone on a
// slow network waits for before the page shows. Each answer is compressed once, beside its cache
// entry (the cache keeps the same bytes until the catalog changes).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than its headers and the work cost. */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header: brotli before gzip, none refused with q=0. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const compressed = new WeakMap<object, Partial<Record<Encoding, Buffer>>>();

/** The JSON `body` (a cached answer's UTF-8 bytes) in `encoding`, computed once per body. */
export function compressOnce(body: Buffer, encoding: Encoding): Buffer {
  const known = compressed.get(body) ?? {};
  const cached = known[encoding];
  if (cached !== undefined) return cached;
  // Quality 5 and level 6: a first request pays a few milliseconds, not the tens of the maximum.
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body, { level: 6 });
  compressed.set(body, { ...known, [encoding]: bytes });
  return bytes;
}

/**
 * A strong ETag names one representation's bytes: the compressed one's gets the encoding in it
 * (`"tag"` becomes `"tag-br"`, as Apache does), so a 304 is only ever for the bytes the client holds.
 */
export function encodedEtag(etag: string, encoding: Encoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}
