// GET /api/v1/service_info/ and GET /popup/get/ (spec 001 §3 "Service info", "Service status"; §7
// "Status 491 is treated as data"). Decision on 491: while the service status is active (a
// maintenance notice switched on in service.json) both calls answer 491 with their normal body;
// otherwise 200. The body is the same either way, so a client reading 491 as data shows the popup.
// promotion_banners is banners.json as given: the client applies the visibility rule (code
// mobile.front, not closed, within the dates, with an image; spec 001 §5), so each case reaches it.
// The CLI tells a jumun gateway from any other server by the service status (cli/run/probe.ts).
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import type { GatewayContext } from '../context.ts';
import { answer, serveCall } from '../http/serve-call.ts';
import type { ServiceFile } from '../seed/service-file.ts';
import { banners, service } from './content-store.ts';

export const MAINTENANCE_STATUS = 491;

const statusOf = (settings: ServiceFile): number => (settings.status.active ? MAINTENANCE_STATUS : 200);

export function registerService(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['content.service-info'], async () => {
    const settings = await service(ctx.db);
    const promotion = (await banners(ctx.db)).map((b) => ({
      code: b.code,
      closed: b.closed,
      start_date: b.start_date,
      end_date: b.end_date,
      images: { android_high: b.images.android_high === '' ? null : b.images.android_high },
    }));
    const blocked = await ctx.db.query<{ hash: string }>('SELECT hash FROM blocklist ORDER BY hash');
    return answer(
      {
        promotion_banners: promotion,
        max_sms_verification_time: settings.max_sms_verification_time,
        blocked_customers: blocked.map((b) => b.hash),
      },
      statusOf(settings),
    );
  });

  serveCall(app, ctx.serve, calls['content.service-status'], async () => {
    const settings = await service(ctx.db);
    const { active, content } = settings.status;
    return answer({ active, content: content === '' ? null : content }, statusOf(settings));
  });
}
