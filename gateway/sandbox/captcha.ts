// The captcha provider of the reference gateway. `GET /sandbox/captcha/{id}.svg` draws the text of
// a captcha made by member.captcha-image (gateway/member/captcha-store.ts): tilted letters over
// noise lines, the same drawing for the same id. The image is served whether or not the sandbox is
// on, since the login needs it after repeated failures. It is a sandbox captcha, not a bot defence:
// the letters are SVG text.
// SANDBOX ONLY: `GET /sandbox/captcha/{id}/answer` tells the answer, for tests and QA scripts.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { type Captcha, findCaptcha } from '../member/captcha-store.ts';

const WIDTH = 180;
const HEIGHT = 64;
const ID = /^[0-9a-f]{32}$/;

/** Bytes that look random but follow from the id, so an image never changes between fetches. */
function noiseOf(id: string): () => number {
  const bytes = createHash('sha512').update(id).digest();
  let i = 0;
  return () => (bytes[i++ % bytes.length] ?? 0) / 255;
}

export function captchaSvg(captcha: Captcha): string {
  const noise = noiseOf(captcha.id);
  const lines = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [noise() * WIDTH, noise() * HEIGHT, noise() * WIDTH, noise() * HEIGHT];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#8A8A8A" stroke-width="1.5"/>`;
  });
  const step = (WIDTH - 30) / captcha.answer.length;
  const letters = [...captcha.answer].map((letter, i) => {
    const x = 18 + i * step + noise() * 8;
    const y = 42 + (noise() - 0.5) * 14;
    const angle = (noise() - 0.5) * 50;
    return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${angle.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})">${letter}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="자동입력 방지 문자 (SANDBOX)">
<rect width="100%" height="100%" fill="#F2F2F2"/>
${lines.join('\n')}
<g font-family="'Courier New', monospace" font-size="30" font-weight="700" fill="#333333">
${letters.join('\n')}
</g>
<text x="${WIDTH - 4}" y="${HEIGHT - 4}" text-anchor="end" font-family="sans-serif" font-size="9" fill="#C00000">SANDBOX</text>
</svg>
`;
}

const notFound = { error_code: 'not_found', error_message: 'no such captcha' };

export function registerCaptchaPages(app: FastifyInstance, ctx: GatewayContext): void {
  app.get('/sandbox/captcha/:file', async (request, reply) => {
    const { file } = request.params as { readonly file: string };
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const captcha = ID.test(id) ? await findCaptcha(ctx.db, id) : null;
    if (captcha === null) return reply.code(404).send(notFound);
    return reply
      .header('cache-control', 'no-store')
      .type('image/svg+xml; charset=utf-8')
      .send(captchaSvg(captcha));
  });

  if (!ctx.sandbox) return;
  app.get('/sandbox/captcha/:id/answer', async (request, reply) => {
    const { id } = request.params as { readonly id: string };
    const captcha = ID.test(id) ? await findCaptcha(ctx.db, id) : null;
    if (captcha === null) return reply.code(404).send(notFound);
    return reply.header('cache-control', 'no-store').send({
      sandbox: 'SANDBOX ONLY: the answer of a sandbox captcha, for tests and QA scripts',
      id: captcha.id,
      answer: captcha.answer,
      created_at: new Date(captcha.createdAt).toISOString(),
    });
  });
}
