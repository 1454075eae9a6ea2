// The stream of one order's progress (contract/order-progress.ts orderProgressStream): Server-Sent
// Events for the order's customer, as order.progress answers them. The first event is the order as
// it is, unless the client's Last-Event-ID (the header a reconnecting EventSource sends, or
// `?last_event_id=`) already has it; then each change as the hub (progress-hub.ts) finds it; a
// `:` comment line every heartbeat keeps proxies from closing an idle stream. The stream ends after
// delivered, or cancelled with nothing left to refund; a client that reconnects after that with the
// last event's id gets 204, which tells an EventSource to stop.
//
// The token goes in the Authorization header, as for every call (a fetch-based reader; a bare
// EventSource cannot send it). What is refused is refused before the stream starts, as JSON: 401
// without a token, the same 404 as order.info for another customer's order, 409 for an online
// order that can no longer start; one still awaiting its payment opens and waits for received.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls } from '../../../contract/calls.ts';
import { decodeParams, formatWireError } from '../../../contract/decode.ts';
import { type OrderProgress, orderProgressStream } from '../../../contract/order-progress.ts';
import type { GatewayContext } from '../../context.ts';
import { hostPrefixes } from '../../http/hosts.ts';
import type { Answer } from '../../http/serve-call.ts';
import { guardCustomer } from '../auth-guard.ts';
import { OrderStatus } from '../order/order-status.ts';
import { notStarted, orderMissing } from './progress-routes.ts';
import { wireProgressOf } from './progress-store.ts';

/** Sent first: an EventSource waits this long before it reconnects a dropped stream. */
export const RETRY_MS = 1000;

const VERSION = /^(0|[1-9]\d{0,8})$/;

/** One event: `id` is the version, so a reconnect names the last one it has. */
export const progressEvent = (progress: OrderProgress): string =>
  `id: ${progress.version}\nevent: ${orderProgressStream.event}\ndata: ${JSON.stringify(progress)}\n\n`;

export const isEnd = (progress: OrderProgress): boolean =>
  progress.status === 'delivered' ||
  (progress.status === 'cancelled' && progress.cancellation?.refund !== 'pending');

type Parsed<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly message: string };

/** The version the client already has: 0 when it names none. */
export function lastEventId(header: unknown, query: unknown): Parsed<number> {
  const extra = Object.keys((query ?? {}) as object).filter((k) => k !== 'last_event_id');
  if (extra.length > 0)
    return {
      ok: false,
      message: `progress stream: $.${extra[0]}: unknown field, give last_event_id or nothing`,
    };
  const fromQuery = (query as { last_event_id?: unknown } | undefined)?.last_event_id;
  const [name, raw] = typeof header === 'string' ? ['Last-Event-ID', header] : ['$.last_event_id', fromQuery];
  // an event without an id leaves an EventSource's last id empty
  if (raw === undefined || raw === '') return { ok: true, value: 0 };
  if (typeof raw === 'string' && VERSION.test(raw.trim())) return { ok: true, value: Number(raw.trim()) };
  return {
    ok: false,
    message: `progress stream: ${name}: expected a version (a whole number ≥ 0), got ${JSON.stringify(raw)}`,
  };
}

function refuseWith(reply: FastifyReply, refusal: Answer): FastifyReply {
  return reply.code(refusal.status).send(refusal.body);
}

const badRequest = (message: string): Answer => ({
  status: 400,
  body: { error_code: 'bad_request', error_message: message },
});

async function bearerClaims(ctx: GatewayContext, request: FastifyRequest) {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : null;
  return bearer === null ? null : ctx.tokens.verify(bearer);
}

export function registerProgressStream(app: FastifyInstance, ctx: GatewayContext): void {
  const url = `${hostPrefixes[orderProgressStream.host]}${orderProgressStream.pattern}`;
  app.get(url, async (request, reply) => {
    const params = decodeParams(calls['order.progress'], request.params ?? {});
    if (params._tag === 'Left') return refuseWith(reply, badRequest(formatWireError(params.left)));
    const after = lastEventId(request.headers['last-event-id'], request.query);
    if (!after.ok) return refuseWith(reply, badRequest(after.message));
    const guard = guardCustomer(await bearerClaims(ctx, request));
    if (!guard.ok) return refuseWith(reply, guard.answer);
    const orderNumber = params.right.order_number;
    const [order] = await ctx.db.query<{ status: string }>(
      'SELECT status FROM orders WHERE order_number = $1 AND customer_id = $2',
      [orderNumber, guard.claims.customerId],
    );
    if (order === undefined) return refuseWith(reply, orderMissing());
    const now = (await wireProgressOf(ctx.db, [orderNumber])).get(orderNumber);
    if (now === undefined && order.status !== OrderStatus.AWAITING_PAYMENT)
      return refuseWith(reply, notStarted());
    if (now !== undefined && isEnd(now) && after.value >= now.version) return reply.code(204).send();

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // a proxy in front (nginx) would otherwise hold the events back in its buffer
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    let open = true;
    let stop = () => {};
    const heartbeat = setInterval(() => raw.write(':\n\n'), ctx.settings.progressHeartbeatMs);
    const end = () => {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      stop();
      raw.end();
    };
    const send = (progress: OrderProgress) => {
      if (!open) return;
      raw.write(progressEvent(progress));
      if (isEnd(progress)) end();
    };
    // the response's close: the client went away (or the stream ended)
    raw.on('close', end);
    if (now !== undefined && after.value < now.version) send(now);
    if (!open) return;
    stop = ctx.progress.watch(orderNumber, {
      after: Math.max(after.value, now?.version ?? 0),
      send,
      end,
    });
  });
}
