// GET /api/v1/faq/ and GET /api/v1/events/{event_id}/ (designed paths; spec 001 §2 "/faq/ and
// /faq/{faq_id}/", "/event/{event_id}/"). The FAQ comes whole, in the seed's order of ids (the
// client groups by section; "withdraw" is where /faq/withdraw/ jumps); an unknown event is a 404.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { serialised } from '../catalog/catalog-cache.ts';
import type { GatewayContext } from '../context.ts';
import { answer, refuse, serveCall } from '../http/serve-call.ts';
import { contentEntry, contentList } from './content-store.ts';

export const EVENT_NOT_FOUND = '종료되었거나 없는 이벤트입니다.'; // worded here

export function registerFaqAndEvents(app: FastifyInstance, ctx: GatewayContext): void {
  // with an ETag (the web app's service worker revalidates its copy: an unchanged FAQ is a 304)
  serveCall(app, ctx.serve, calls['content.faq'], async () =>
    serialised(answer(await contentList(ctx.db, 'faq'))),
  );

  serveCall(app, ctx.serve, calls['content.event'], async ({ params }) => {
    const event = await contentEntry(ctx.db, 'event', params.event_id);
    return event === null ? refuse(404, 'not_found', EVENT_NOT_FOUND) : answer(event);
  });
}
