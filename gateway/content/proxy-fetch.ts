// Fetching an allow-listed page for the proxy call: one GET, no redirects followed (a redirect could
// leave the allow-list), a 10 s timeout (spec 000 §9 "HTTP timeout"), text only, at most 1 MB.
// Plain text comes back escaped in <pre>, so the answer is always html.

export interface FetchedPage {
  readonly html: string;
}

export interface FetchFailure {
  readonly status: 502 | 504;
  readonly message: string;
}

export type FetchPage = (url: URL) => Promise<FetchedPage | FetchFailure>;

export const PROXY_TIMEOUT_MS = 10_000;
export const PROXY_MAX_BYTES = 1_048_576;

const escapeHtml = (text: string): string => text.replace(/[<>&]/g, (ch) => `&#${ch.codePointAt(0) ?? 0};`);

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const reader = response.body?.getReader();
  if (reader === undefined) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

export function httpFetchPage(timeoutMs = PROXY_TIMEOUT_MS, maxBytes = PROXY_MAX_BYTES): FetchPage {
  return async (url) => {
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'text/html, text/plain' },
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      return {
        status: timedOut ? 504 : 502,
        message: timedOut ? 'the page did not answer in time' : 'the page could not be fetched',
      };
    }
    if (response.status >= 300 && response.status < 400)
      return { status: 502, message: 'the page redirects; redirects are not followed' };
    if (!response.ok) return { status: 502, message: `the page answered ${response.status}` };
    const type = (response.headers.get('content-type') ?? '').toLowerCase();
    if (!type.startsWith('text/html') && !type.startsWith('text/plain')) {
      return { status: 502, message: `the page is not text (${type || 'no content type'})` };
    }
    const bytes = await readCapped(response, maxBytes);
    if (bytes === null) return { status: 502, message: `the page is larger than ${maxBytes} bytes` };
    const text = new TextDecoder().decode(bytes);
    return { html: type.startsWith('text/html') ? text : `<pre>${escapeHtml(text)}</pre>` };
  };
}
