// The sandbox captcha provider: the SVG image of a captcha and, in the sandbox, its answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okWire } from '../member/testing/wire-client.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway?.close());

async function newCaptcha(device_id: string) {
  const { url } = await okWire(gateway.url, 'member.captcha-image', { payload: { device_id } });
  const id = url.slice('/sandbox/captcha/'.length, -'.svg'.length);
  const answer = (await (await fetch(`${gateway.url}/sandbox/captcha/${id}/answer`)).json()) as {
    sandbox: string;
    answer: string;
  };
  return { url, id, answer };
}

describe('the captcha provider', () => {
  it('member.captcha-image answers an image url under /sandbox/captcha/ whose SVG draws the answer as distorted paths, not text', async () => {
    const { url, answer } = await newCaptcha('dev-1');
    expect(url).toMatch(/^\/sandbox\/captcha\/[0-9a-f]{32}\.svg$/);
    const image = await fetch(`${gateway.url}${url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await image.text();
    expect(svg.startsWith('<svg')).toBe(true);
    // No text to read: no text elements, nothing between tags, the answer in no attribute.
    expect(svg).not.toMatch(/<(text|tspan|textPath|title|desc|foreignObject)\b/i);
    expect(svg.replace(/<[^>]*>/g, '').trim()).toBe('');
    expect(svg.toUpperCase()).not.toContain(answer.answer);
    // One outline path per letter, and noise curves besides.
    const paths = [...svg.matchAll(/<path\b[^>]*>/g)].map((m) => m[0]);
    expect(paths.filter((p) => p.includes('fill="#')).length).toBe(answer.answer.length);
    expect(paths.filter((p) => p.includes('fill="none"')).length).toBeGreaterThanOrEqual(3);
    // The same drawing on every fetch.
    expect(await (await fetch(`${gateway.url}${url}`)).text()).toBe(svg);
  });

  it('the answer endpoint is labelled SANDBOX ONLY and answers 5 unambiguous characters', async () => {
    const { answer } = await newCaptcha('dev-2');
    expect(answer.sandbox).toMatch(/^SANDBOX ONLY/);
    expect(answer.answer).toMatch(/^[A-HJKMNP-Z2-9]{5}$/);
  });

  it('answers 404 for an unknown captcha', async () => {
    expect((await fetch(`${gateway.url}/sandbox/captcha/${'0'.repeat(32)}.svg`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/sandbox/captcha/nope/answer`)).status).toBe(404);
  });
});
