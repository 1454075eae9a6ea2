// stock.check (spec 000 §4 "Cart": the stock check before checkout, only with stock_management):
// each item's (and option's) requested quantity, summed across option combinations, against the
// stock table. Read-only, so it needs no token (a guest may not have an anonymous customer yet).
import type { FastifyInstance } from 'fastify';
import type * as t from 'io-ts';
import { calls } from '../../../contract/calls.ts';
import type { StockCheckResult } from '../../../contract/stock.ts';
import { isOptionSoldOut } from '../../../domain/menu/option-rules.ts';
import type { MenuCategory } from '../../../domain/menu/types.ts';
import { rejection } from '../../../domain/result.ts';
import { answer, refuse, serveCall } from '../../http/serve-call.ts';
import type { OrderingDeps } from '../ordering-deps.ts';
import { orderingTexts, stockLineText } from '../ordering-texts.ts';
import { type Product, resolveLines } from './resolve-lines.ts';
import { loadRestaurant } from './restaurant-store.ts';
import { currentLevels, type Shortage, shortages, stockDemands } from './stock-levels.ts';

type Result = t.TypeOf<typeof StockCheckResult>;

const served: Result = { success: true, title: null, body: null, all: false, items: [] };

/** all: every line of the cart is short (designed: nothing in the cart can be served). */
function shortResult(short: readonly Shortage[], lineCount: number): Result {
  const productsShort = new Set(short.map((s) => s.vendor_product_id));
  return {
    success: false,
    title: orderingTexts.STOCK_TITLE,
    body: short.map((s) => stockLineText(s.name, s.stock_amount)).join('\n'),
    all: productsShort.size >= lineCount,
    items: [...short],
  };
}

export function registerStockRoute(app: FastifyInstance, { ctx }: OrderingDeps): void {
  serveCall(app, ctx.serve, calls['stock.check'], async ({ params, body }) => {
    if (body.restaurant_id !== params.restaurant_id) {
      return refuse(400, 'bad_request', orderingTexts.RESTAURANT_MISMATCH);
    }
    const stored = await loadRestaurant(ctx.db, params.restaurant_id);
    if (stored === null) return refuse(404, 'not_found', rejection('RESTAURANT_LOAD_FAILED').message);
    if (!stored.doc.stock_management) return answer(served);
    // An option whose own stock has run out is short, like an item; lines that are not on the menu
    // any more are refused: nothing of them can be served.
    const soldOut: Shortage[] = [];
    const servable = body.items.filter((product) => {
      const option = soldOutOption(stored.menu, product);
      if (option !== null)
        soldOut.push({
          vendor_product_id: product.vendor_product_id,
          name: option,
          stock_amount: 0,
          quantity: product.quantity,
        });
      return option === null;
    });
    const products = new Set(body.items.map((p) => p.vendor_product_id));
    if (servable.length === 0) return answer(shortResult(soldOut, products.size));
    const lines = resolveLines(stored.menu, false, servable);
    if (!lines.ok) return refuse(400, 'bad_request', lines.rejection.message);
    const demands = stockDemands(lines.value);
    const short = [
      ...soldOut,
      ...shortages(demands, await currentLevels(ctx.db, params.restaurant_id, demands)),
    ];
    return answer(short.length === 0 ? served : shortResult(short, products.size));
  });
}

/** "치즈버거 (베이컨 추가)" when the product picks an option with no stock left, else null. */
function soldOutOption(menu: readonly MenuCategory[], product: Product): string | null {
  const item = menu.flatMap((c) => c.items).find((i) => i.id === product.vendor_product_id);
  if (item === undefined) return null;
  for (const section of product.option_sections) {
    const group = item.subchoices.find((g) => g.id === section.section_id);
    const option = group?.subchoices.find((o) => section.option_ids.includes(o.id) && isOptionSoldOut(o));
    if (option !== undefined) return `${item.name} (${option.name})`;
  }
  return null;
}
