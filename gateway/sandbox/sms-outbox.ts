// SANDBOX ONLY: the SMS outbox. No SMS leaves the reference gateway; instead
// `GET /sandbox/sms?phone=NUMBER` answers the latest code sent to that phone as
// `{ "phone", "code", "sent_at" }` (404 when none was sent), so QA scripts and tests can complete a
// verification. Mounted only when the gateway runs with its sandbox providers.
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../context.ts';
import { latestCode } from '../sms/sms-store.ts';

const PHONE = /^0\d{8,10}$/;

export function registerSmsOutbox(app: FastifyInstance, ctx: GatewayContext): void {
  if (!ctx.sandbox) return;
  app.get('/sandbox/sms', async (request, reply) => {
    const query = request.query as Readonly<Record<string, unknown>>;
    const phone = query.phone;
    if (typeof phone !== 'string' || !PHONE.test(phone)) {
      return reply.code(400).send({
        error_code: 'bad_request',
        error_message: 'sandbox SMS outbox: phone: expected a phone number of 9-11 digits',
      });
    }
    const latest = await latestCode(ctx.db, ctx.keys.phone(phone));
    if (latest === null) {
      return reply.code(404).send({
        error_code: 'not_found',
        error_message: `sandbox SMS outbox: no code was sent to ${phone}`,
      });
    }
    return reply.header('cache-control', 'no-store').send({
      phone,
      code: latest.code,
      sent_at: latest.sent_at.toISOString(),
    });
  });
}
