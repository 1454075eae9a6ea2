// Cached JSON answers sent compressed (compressed-json.ts, serve-call.ts): brotli or gzip as the
// client accepts, the same JSON once decoded, an ETag per representation with its 304, and the plain
// bytes for a client that accepts neither.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../catalog/testing/wire.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { chooseEncoding, compressOnce, encodedEtag } from './compressed-json.ts';

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET that sees the bytes on the wire (fetch would decode them). */
function rawGet(url: URL, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('choosing the encoding', () => {
  it('prefers brotli, then gzip, and skips what q=0 refuses', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('names the encoded representation in its ETag', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('W/"abc"', 'gzip')).toBe('W/"abc-gzip"');
  });

  it('compresses an answer once', () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: '치킨' })) });
    const bytes = Buffer.from(json, 'utf8');
    const first = compressOnce(bytes, 'br');
    expect(compressOnce(bytes, 'br')).toBe(first);
    expect(brotliDecompressSync(first).toString('utf8')).toBe(json);
    expect(gunzipSync(compressOnce(bytes, 'gzip')).toString('utf8')).toBe(json);
  });
});

describe('a menu answer on the wire', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  }, 60_000);
  afterAll(() => gateway.close());
  const menu = () => urlOf(gateway.url, 'restaurant.menu', { params: { restaurant_id: 1019 } });

  it('is sent in brotli or gzip when accepted, the same JSON as the plain answer', async () => {
    const plain = await rawGet(menu(), {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const json = plain.body.toString('utf8');
    expect(json.length).toBeGreaterThan(10_000);

    const br = await rawGet(menu(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.body.length).toBeLessThan(json.length / 4);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(json);

    const gzip = await rawGet(menu(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(json);
  });

  it('has an ETag per representation, and a 304 only for the bytes the client holds', async () => {
    const plain = await rawGet(menu(), {});
    const br = await rawGet(menu(), { 'accept-encoding': 'br' });
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).toBe(encodedEtag(String(plain.headers.etag), 'br'));

    const revalidated = await rawGet(menu(), {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    // the plain bytes' tag does not stand for the brotli ones, nor the other way round
    expect(
      (await rawGet(menu(), { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).status,
    ).toBe(200);
    expect((await rawGet(menu(), { 'if-none-match': String(br.headers.etag) })).status).toBe(200);
    expect((await rawGet(menu(), { 'if-none-match': String(plain.headers.etag) })).status).toBe(304);
  });
});
