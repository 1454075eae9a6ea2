// SANDBOX ONLY: the sandbox restaurant's menu desk, `POST /sandbox/menu/{restaurantId}`, where QA
// changes a menu while the gateway runs, as a restaurant owner does between two orders: a menu
// item's or an option's price, and whether it is sold out. A reorder's re-check (a price now
// different, an option gone) and the web app's stale-menu paths need a menu that changes under a
// customer; the seed is the menu at start, and a seed reload puts it back.
//
// JSON only (scripts and tests): `{"item": "치즈볼", "price": 5500}`,
// `{"item": "후라이드치킨", "group": "맛", "option": "양념", "soldout": true}` — names or ids. The
// answer is the changed entry as the menu answers it; a name the menu does not hold is a 404 that
// says which, a body that is no change a 400 that names the field. The write bumps the catalogue's
// version (its trigger), so the very next menu read sees it.
import { josa } from 'es-hangul';
import type { FastifyInstance } from 'fastify';
import { IdParam } from '../../contract/query-params.ts';
import { changeProblem, type MenuChange } from '../../contract/sandbox-menu.ts';
import type { GatewayContext } from '../context.ts';
import { isJson } from '../http/serve-call.ts';

interface Named {
  id?: unknown;
  name?: unknown;
  slug?: unknown;
  price?: unknown;
  soldout?: unknown;
  subchoices?: Named[];
}
interface Category {
  items?: Named[];
}

const matches = (entry: Named, ref: string | number): boolean =>
  typeof ref === 'number'
    ? entry.id === ref
    : entry.name === ref || entry.slug === ref || String(entry.id) === ref;

type Found = { readonly ok: true; readonly entry: Named } | { readonly ok: false; readonly message: string };

/** The entry a change names (an item, or an option of one of its groups), found in `menu`. */
export function findEntry(menu: readonly Category[], change: MenuChange): Found {
  const item = menu.flatMap((c) => c.items ?? []).find((i) => matches(i, change.item));
  if (item === undefined)
    return { ok: false, message: `메뉴에 ${josa(`'${change.item}'`, '이/가')} 없습니다.` };
  if (change.option === undefined) return { ok: true, entry: item };
  const groups = (item.subchoices ?? []).filter(
    (g) => change.group === undefined || matches(g, change.group),
  );
  if (groups.length === 0)
    return { ok: false, message: `'${item.name}'에 '${change.group}' 옵션 그룹이 없습니다.` };
  const option = groups.flatMap((g) => g.subchoices ?? []).find((o) => matches(o, change.option ?? ''));
  return option === undefined
    ? { ok: false, message: `'${item.name}'에 '${change.option}' 옵션이 없습니다.` }
    : { ok: true, entry: option };
}

export function registerMenuDesk(app: FastifyInstance, context: GatewayContext): void {
  if (!context.sandbox) return;

  app.post<{ Params: { restaurantId: string } }>('/sandbox/menu/:restaurantId', async (request, reply) => {
    const id = IdParam.decode(request.params.restaurantId);
    if (id._tag === 'Left')
      return reply
        .code(400)
        .send({ error_code: 'BAD_REQUEST', error_message: '음식점 번호가 올바르지 않습니다.' });
    if (!isJson(request.headers['content-type']))
      return reply.code(415).send({ error_code: 'BAD_REQUEST', error_message: 'JSON으로 보내주세요.' });
    const problem = changeProblem(request.body);
    if (problem !== null) return reply.code(400).send({ error_code: 'BAD_REQUEST', error_message: problem });
    const change = request.body as MenuChange;
    const answer = await context.db.transaction(async (sql) => {
      const [row] = await sql.query<{ menu: Category[] | string }>(
        'SELECT menu FROM restaurants WHERE id = $1 FOR UPDATE',
        [id.right],
      );
      if (row === undefined)
        return {
          status: 404,
          body: { error_code: 'NOT_FOUND', error_message: `${id.right}번 음식점이 없습니다.` },
        };
      const menu: Category[] = typeof row.menu === 'string' ? JSON.parse(row.menu) : row.menu;
      const found = findEntry(menu, change);
      if (!found.ok) return { status: 404, body: { error_code: 'NOT_FOUND', error_message: found.message } };
      if (change.price !== undefined) found.entry.price = change.price;
      if (change.soldout !== undefined) found.entry.soldout = change.soldout;
      await sql.query('UPDATE restaurants SET menu = $2 WHERE id = $1', [id.right, JSON.stringify(menu)]);
      return { status: 200, body: found.entry };
    });
    return reply.code(answer.status).send(answer.body);
  });
}
