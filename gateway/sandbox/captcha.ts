// The captcha provider of the reference gateway. `GET /sandbox/captcha/{id}.svg` serves the image
// of a captcha made by member.captcha-image (gateway/member/captcha-store.ts): distorted letter
// outlines under noise curves (gateway/member/captcha-drawing.ts), the same drawing for the same
// id. The image is served whether or not the sandbox is on, since the login needs it after
// repeated failures; the answer is in no text of the SVG.
// SANDBOX ONLY: `GET /sandbox/captcha/{id}/answer` tells the answer, for tests and QA scripts.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { findCaptcha } from '../member/captcha-store.ts';

const ID = /^[0-9a-f]{32}$/;

const notFound = { error_code: 'not_found', error_message: 'no such captcha' };

export function registerCaptchaPages(app: FastifyInstance, ctx: GatewayContext): void {
  app.get('/sandbox/captcha/:file', async (request, reply) => {
    const { file } = request.params as { readonly file: string };
    const id = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const captcha = ID.test(id) ? await findCaptcha(ctx.db, id) : null;
    if (captcha === null) return reply.code(404).send(notFound);
    return reply.header('cache-control', 'no-store').type('image/svg+xml; charset=utf-8').send(captcha.image);
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
