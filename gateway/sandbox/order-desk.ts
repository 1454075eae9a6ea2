// SANDBOX ONLY: the sandbox restaurant's order desk, `/sandbox/orders/{number}`, where QA moves an
// order by hand: accept it with the minutes it will take, reject it with a reason (from received,
// accepted or cooking: the restaurant cancels), start cooking, send the rider, mark it delivered.
// Each button is a form post (answered with 303 back to the page); a JSON post (scripts, the
// bench) is answered with the order's progress as order.progress answers it, or the refusal as
// JSON. What a hand does is written like the restaurant's own moves (ordering/progress/progress-change.ts),
// on the gateway's clock, and the order's streams see it at once.

import { josa } from 'es-hangul';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as t from 'io-ts';
import type { OrderProgress } from '../../contract/order-progress.ts';
import { text } from '../../contract/primitives.ts';
import { SegmentParam } from '../../contract/query-params.ts';
import { formatWon } from '../../domain/money.ts';
import type { GatewayContext } from '../context.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { isJson } from '../http/serve-call.ts';
import { changeProgress, refundOf } from '../ordering/progress/progress-change.ts';
import {
  type Change,
  type ProgressState,
  type RefundState,
  wireProgress,
} from '../ordering/progress/progress-fold.ts';
import { progressState } from '../ordering/progress/progress-store.ts';
import { progressTexts } from '../ordering/progress/progress-texts.ts';
import { seoulIso } from '../ordering/seoul-iso.ts';
import type { OrderPace } from '../settings.ts';
import { estimateMinutes } from './restaurant-pace.ts';
import {
  type ActionForm,
  actionForm,
  htmlDocument,
  noticePage,
  RESTAURANT_SANDBOX_LABEL,
  sandboxBanner,
  sendHtml,
} from './sandbox-page.ts';

export const DeskAction = t.keyof(
  { accept: null, reject: null, cook: null, depart: null, deliver: null },
  'DeskAction',
);
export type DeskAction = t.TypeOf<typeof DeskAction>;

export const statusLabels: Readonly<Record<OrderProgress['status'], string>> = {
  received: '접수 대기',
  accepted: '접수 완료',
  cooking: '조리 중',
  delivering: '배달 중',
  delivered: '배달 완료',
  cancelled: '주문 취소',
};

const actionLabels: Readonly<Record<DeskAction, string>> = {
  accept: '주문 접수',
  reject: '주문 거절',
  cook: '조리 시작',
  depart: '배달 출발',
  deliver: '배달 완료',
};

const refundLabels = {
  none: '환불 없음 (만나서 결제)',
  pending: '환불 진행 중',
  refunded: '환불 완료',
} as const;

const MAX_MINUTES = 999;
const MAX_REASON = 200;
/** One line of text, as the contract bounds what clients send (no control characters). */
const ReasonText = text(MAX_REASON);

export const deskPath = (orderNumber: string): string => `/sandbox/orders/${encodeURIComponent(orderNumber)}`;

type Parsed =
  | {
      readonly ok: true;
      readonly action: DeskAction;
      readonly minutes: number | null;
      readonly reason: string;
    }
  | { readonly ok: false; readonly message: string };

/** A form's or a JSON body's fields, each checked with a message naming it. */
export function parseDeskPost(body: unknown): Parsed {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const unknown = Object.keys(fields).find((k) => !['action', 'minutes', 'reason'].includes(k));
  if (unknown !== undefined)
    return { ok: false, message: `알 수 없는 항목입니다: ${unknown} (action, minutes, reason만 받습니다)` };
  const action = DeskAction.decode(fields.action);
  if (action._tag === 'Left')
    return { ok: false, message: 'action은 accept, reject, cook, depart, deliver 중 하나여야 합니다.' };
  let minutes: number | null = null;
  if (fields.minutes !== undefined && fields.minutes !== '') {
    const n = typeof fields.minutes === 'number' ? fields.minutes : Number(String(fields.minutes).trim());
    if (!Number.isInteger(n) || n < 1 || n > MAX_MINUTES)
      return {
        ok: false,
        message: `minutes(예상 시간)는 1에서 ${MAX_MINUTES} 사이의 분이어야 합니다. 받은 값: ${JSON.stringify(fields.minutes)}`,
      };
    minutes = n;
  }
  const rawReason = fields.reason ?? '';
  const reason = typeof rawReason === 'string' ? rawReason.trim() : null;
  if (reason === null || !ReasonText.is(reason) || /[\n\t]/.test(reason))
    return { ok: false, message: `reason(사유)은 ${MAX_REASON}자 이내의 글자여야 합니다.` };
  if (action.right === 'reject' && reason === '')
    return { ok: false, message: '거절 사유(reason)를 입력해주세요.' };
  return { ok: true, action: action.right, minutes, reason };
}

function changeOf(parsed: Extract<Parsed, { ok: true }>, orderNumber: string, refund: RefundState): Change {
  switch (parsed.action) {
    case 'accept':
      return { kind: 'accept', minutes: parsed.minutes ?? estimateMinutes(orderNumber) };
    case 'reject':
      return { kind: 'cancel', by: 'restaurant', reason: parsed.reason, refund };
    case 'cook':
      return { kind: 'cook' };
    case 'depart':
      return { kind: 'depart' };
    case 'deliver':
      return { kind: 'deliver' };
    default: {
      const never: never = parsed.action;
      return never;
    }
  }
}

/** The buttons the order's status allows. */
function formsFor(state: ProgressState): ActionForm[] {
  const target = deskPath(state.orderNumber);
  const button = (
    action: DeskAction,
    kind: ActionForm['kind'],
    inputs: ActionForm['inputs'] = [],
  ): ActionForm => ({
    action: target,
    fields: { action },
    label: actionLabels[action],
    kind,
    inputs,
  });
  const reject = button('reject', 'secondary', [
    { name: 'reason', label: '거절 사유', type: 'text', maxLength: MAX_REASON, required: true },
  ]);
  switch (state.status) {
    case 'received':
      return [
        button('accept', 'primary', [
          {
            name: 'minutes',
            label: '예상 시간 (분)',
            type: 'number',
            value: String(estimateMinutes(state.orderNumber)),
            min: 1,
            max: MAX_MINUTES,
            required: true,
          },
        ]),
        reject,
      ];
    case 'accepted':
      return [button('cook', 'primary'), reject];
    case 'cooking':
      return [button('depart', 'primary'), reject];
    case 'delivering':
      return [button('deliver', 'primary')];
    default:
      return [];
  }
}

const clock = (ms: number) => seoulIso(ms).slice(11, 19);

function paceNote(pace: OrderPace): string {
  return pace === 'hold'
    ? '이 게이트웨이의 음식점은 자동으로 진행하지 않습니다 (--order-pace hold): 이 페이지에서만 주문이 진행됩니다.'
    : `이 게이트웨이의 음식점은 실제의 ${pace}배 빠르기로 자동 진행합니다 (접수 대기 30초 후 접수, 예상 시간에 배달 완료). 손으로 누르면 그때부터 이어서 진행합니다.`;
}

interface DeskOrder {
  readonly restaurantName: string;
  readonly total: number;
}

export function deskPage(state: ProgressState, order: DeskOrder, pace: OrderPace): string {
  const progress = wireProgress(state, '');
  const rows: [string, string][] = [
    ['주문번호', state.orderNumber],
    ['음식점', order.restaurantName],
    ['결제금액', formatWon(order.total)],
    ['현재 상태', statusLabels[state.status]],
  ];
  if (progress.estimated_arrival !== null && state.estimatedMinutes !== null)
    rows.push(['예상 도착', `${progress.estimated_arrival.slice(11, 16)} (${state.estimatedMinutes}분)`]);
  if (state.cancellation !== null) {
    rows.push(['취소', state.cancellation.by === 'customer' ? '고객 취소' : '음식점 거절']);
    if (state.cancellation.reason !== '') rows.push(['사유', state.cancellation.reason]);
    rows.push(['환불', refundLabels[state.cancellation.refund]]);
  }
  const list = rows.map(([dt, dd]) => `<dt>${escapeHtml(dt)}</dt><dd>${escapeHtml(dd)}</dd>`).join('');
  const steps = state.steps
    .map(
      (s) =>
        `<li>${escapeHtml(statusLabels[s.status])} · <time datetime="${escapeHtml(seoulIso(s.atMs))}">${escapeHtml(clock(s.atMs))}</time></li>`,
    )
    .join('');
  const forms = formsFor(state);
  const actions =
    forms.length === 0
      ? `<p>${escapeHtml(state.status === 'delivered' || state.status === 'cancelled' ? '끝난 주문입니다. 더 진행할 수 없습니다.' : '')}</p>`
      : `<h2>주문 처리</h2>\n${forms.map(actionForm).join('\n')}`;
  return htmlDocument(
    `SANDBOX · 음식점 주문 관리 ${state.orderNumber}`,
    `${sandboxBanner(RESTAURANT_SANDBOX_LABEL)}
<main>
<h1>샌드박스 음식점 주문 관리</h1>
<dl>${list}</dl>
<h2>진행 기록</h2>
<ol>${steps}</ol>
${actions}
<p class="note">${escapeHtml(paceNote(pace))}</p>
<footer>음식점 사장님 화면을 흉내 낸 테스트용 페이지입니다. 실제 음식점에는 주문이 전달되지 않습니다.</footer>
</main>`,
  );
}

const notice = (title: string, message: string, orderNumber?: string) =>
  noticePage({
    title,
    message,
    label: RESTAURANT_SANDBOX_LABEL,
    ...(orderNumber === undefined
      ? {}
      : { link: { href: deskPath(orderNumber), label: '주문 관리로 돌아가기' } }),
  });

const MISSING = '주문번호에 해당하는 주문이 없습니다.';

/** What could be an order number (the contract's path segment): NUL or a lone surrogate never is. */
const isOrderNumber = (raw: string): boolean => SegmentParam.decode(raw)._tag === 'Right';

function refusal(
  reply: FastifyReply,
  json: boolean,
  status: number,
  code: string,
  message: string,
  orderNumber?: string,
) {
  if (json)
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ error_code: code, error_message: message });
  const title =
    status === 404
      ? '주문을 찾을 수 없습니다'
      : status === 400
        ? '잘못된 요청입니다'
        : '처리할 수 없는 주문입니다';
  return sendHtml(reply, status, notice(title, message, status === 404 ? undefined : orderNumber));
}

interface OrderFacts {
  readonly restaurant_name: string | null;
  readonly total: string | number;
}

export function registerOrderDesk(app: FastifyInstance, ctx: GatewayContext): void {
  if (!ctx.sandbox) return;
  type Route = { Params: { orderNumber: string } };
  const path = '/sandbox/orders/:orderNumber';

  app.get<Route>(path, async (request, reply) => {
    const { orderNumber } = request.params;
    if (!isOrderNumber(orderNumber)) return sendHtml(reply, 404, notice('주문을 찾을 수 없습니다', MISSING));
    const [order] = await ctx.db.query<OrderFacts>(
      "SELECT doc->'summary'->>'restaurant_name' AS restaurant_name, total FROM orders WHERE order_number = $1",
      [orderNumber],
    );
    if (order === undefined) return sendHtml(reply, 404, notice('주문을 찾을 수 없습니다', MISSING));
    const state = await progressState(ctx.db, orderNumber);
    if (state === null)
      return sendHtml(
        reply,
        409,
        notice(
          '아직 음식점에 전달되지 않은 주문입니다',
          `주문번호 ${orderNumber}: ${progressTexts.ORDER_NOT_STARTED}`,
        ),
      );
    const facts = { restaurantName: order.restaurant_name ?? '', total: Number(order.total) };
    return sendHtml(reply, 200, deskPage(state, facts, ctx.settings.orderPace));
  });

  app.post<Route>(path, async (request, reply) => {
    const { orderNumber } = request.params;
    const json = isJson(request.headers['content-type']);
    if (!isOrderNumber(orderNumber)) return refusal(reply, json, 404, 'not_found', MISSING);
    const parsed = parseDeskPost(request.body);
    if (!parsed.ok) return refusal(reply, json, 400, 'bad_request', parsed.message, orderNumber);
    const outcome = await changeProgress(ctx.db, {
      orderNumber,
      decide: (_state, order) => ({
        change: changeOf(parsed, orderNumber, refundOf(order)),
        atMs: ctx.gatewayClock.now(),
      }),
    });
    switch (outcome.kind) {
      case 'missing':
        return refusal(reply, json, 404, 'not_found', MISSING);
      case 'not-started':
        return refusal(reply, json, 409, 'ORDER_NOT_STARTED', progressTexts.ORDER_NOT_STARTED, orderNumber);
      case 'refused':
        return refusal(
          reply,
          json,
          409,
          'ORDER_STATUS_CONFLICT',
          `${statusLabels[outcome.state.status]} 상태의 주문은 ${josa(actionLabels[parsed.action], '을/를')} 할 수 없습니다.`,
          orderNumber,
        );
      case 'changed':
        ctx.progress.changed();
        return json
          ? reply.header('cache-control', 'no-store').send(outcome.progress)
          : reply.redirect(deskPath(orderNumber), 303);
      default: {
        const never: never = outcome;
        return never;
      }
    }
  });
}
