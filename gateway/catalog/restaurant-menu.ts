// GET /api/v1/restaurants/{restaurant_id}/menu/ (spec 000 §7 "Menu"). The menu is served for closed
// and app-only restaurants too (the page shows it and blocks ordering; cart submit enforces the
// rules), so `force` (staff view) and `order_serving_type` change nothing here, and
// add_one_dish_menu is accepted with no effect: the seed has no one-portion marker.
import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import { calls } from '../../contract/calls.ts';
import type { MenuQuery as MenuQueryCodec } from '../../contract/menu.ts';
import { messages } from '../../domain/messages.ts';
import type { GatewayContext } from '../context.ts';
import { type Answer, answer, serveCall } from '../http/serve-call.ts';
import { cachedAnswer } from './catalog-cache.ts';
import { countMentions, menuView } from './menu-view.ts';
import { notFound } from './refusals.ts';
import { findMenu, findRestaurant, itemStock } from './restaurant-store.ts';

type MenuQuery = t.TypeOf<typeof MenuQueryCodec>;

export function registerRestaurantMenu(app: FastifyInstance, ctx: GatewayContext): void {
  serveCall(app, ctx.serve, calls['restaurant.menu'], ({ params, query }) =>
    cachedAnswer(ctx.db, `restaurant.menu ${JSON.stringify([params, query])}`, () =>
      menuAnswer(ctx, params.restaurant_id, query),
    ),
  );
}

async function menuAnswer(ctx: GatewayContext, id: number, query: MenuQuery): Promise<Answer> {
  const [restaurant, menu] = await Promise.all([findRestaurant(ctx.db, id), findMenu(ctx.db, id)]);
  if (restaurant === null || menu === null) return notFound(messages.RESTAURANT_LOAD_FAILED);
  const summaries = await ctx.db.query<{ summary: string | null }>(
    "SELECT doc->>'menu_summary' AS summary FROM reviews WHERE restaurant_id = $1",
    [id],
  );
  const perMenu = restaurant.doc.discounts?.additional?.delivery?.is_per_menu === true;
  return answer(
    menuView(menu, {
      addPhotoMenu: query.add_photo_menu === true,
      additionalDiscountItems: query.additional_discount_per_menu ?? perMenu,
      stock: restaurant.doc.stock_management ? await itemStock(ctx.db, id) : new Map(),
      mentions: countMentions(summaries.map((s) => s.summary ?? '')),
    }),
  );
}
