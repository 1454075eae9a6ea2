// The exit poll (spec 000 §3 "Poll choice", §7 "Exit poll": GET poll_choices and GET poll_submit
// with order_number; submit takes number, text, uniq_key). Rules:
// - Both calls need an order of the bearer token's customer: no token, another customer's order
//   and no such order all answer the same 404 "주문 정보가 없습니다.", so guessing order numbers
//   tells nobody which orders exist.
// - number must be one of the choices (400 naming number); a has_text choice needs a text
//   (400 naming text), at most 500 characters; the text of other choices is not kept.
// - uniq_key makes the submit idempotent: the same key again stores nothing more and succeeds;
//   the same key for another order is a 409.
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract/calls.ts';
import { messages } from '../../domain/messages.ts';
import type { TokenClaims } from '../auth/tokens.ts';
import { badField } from '../catalog/refusals.ts';
import type { GatewayContext } from '../context.ts';
import type { Sql } from '../db/database.ts';
import { answer, refuse, serveCall } from '../http/serve-call.ts';
import { contentList } from './content-store.ts';

export const POLL_TEXT_MAX = 500;

async function ownOrder(db: Sql, orderNumber: string, auth: TokenClaims | null): Promise<boolean> {
  if (auth === null) return false;
  const rows = await db.query('SELECT 1 FROM orders WHERE order_number = $1 AND customer_id = $2', [
    orderNumber,
    auth.customerId,
  ]);
  return rows.length > 0;
}

const noOrder = () => refuse(404, 'not_found', messages.ORDER_INFO_MISSING);

export function registerPoll(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['poll.choices'], async ({ query, auth }) => {
    if (!(await ownOrder(ctx.db, query.order_number, auth))) return noOrder();
    return answer(await contentList(ctx.db, 'poll'));
  });

  serveCall(app, ctx.serve, calls['poll.submit'], async ({ query, auth }) => {
    if (query.uniq_key.trim() === '')
      return badField('poll.submit', 'uniq_key', 'expected a non-empty key, got ""');
    const choice = (await contentList(ctx.db, 'poll')).find((c) => c.number === query.number);
    if (choice === undefined)
      return badField('poll.submit', 'number', `expected one of the poll's choices, got ${query.number}`);
    const text = choice.has_text ? query.text.trim() : '';
    if (choice.has_text && text === '')
      return badField('poll.submit', 'text', `${messages.POLL_TEXT_REQUIRED} (choice ${choice.number})`);
    if ([...text].length > POLL_TEXT_MAX)
      return badField('poll.submit', 'text', `expected at most ${POLL_TEXT_MAX} characters`);
    if (!(await ownOrder(ctx.db, query.order_number, auth))) return noOrder();
    const stored = await ctx.db.query(
      `INSERT INTO poll_answers (uniq_key, order_number, number, text, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (uniq_key) DO NOTHING RETURNING uniq_key`,
      [query.uniq_key, query.order_number, choice.number, text, new Date(ctx.clock.now())],
    );
    if (stored.length === 0) {
      const [earlier] = await ctx.db.query<{ order_number: string }>(
        'SELECT order_number FROM poll_answers WHERE uniq_key = $1',
        [query.uniq_key],
      );
      if (earlier !== undefined && earlier.order_number !== query.order_number) {
        return refuse(409, 'uniq_key_conflict', 'poll.submit: $.uniq_key: already used for another order');
      }
    }
    return answer({ success: true });
  });
}
