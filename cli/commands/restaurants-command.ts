// `jumun restaurants`' action: the restaurant list around a point (or an address), as a table or JSON.
import { isLeft, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { formatWon } from '../../domain/money.ts';
import { isSortOrder } from '../../domain/shell/sort-options.ts';
import { exitCodes, refuse } from '../exit.ts';
import { Target } from '../flags/flag-checks.ts';
import { across, decodeFlags, fields, flag, optional } from '../flags/flag-codec.ts';
import { table } from '../output/table.ts';

const DEFAULT_POINT = { lat: 37.498168, lng: 127.02761 };

const text = optional(t.string, undefined);

const Point = t.type({ lat: t.number, lng: t.number });

/** Where to look: an address (geocoded by the gateway), --lat and --lng, or Gangnam station. */
const Place = across(
  'Place',
  { address: text, lat: text, lng: text },
  t.type({ place: t.union([t.type({ address: t.string }), t.type({ point: Point })]) }),
  ({ address, lat, lng }) => {
    if (address !== undefined) return right({ place: { address } });
    if (lat === undefined && lng === undefined) return right({ place: { point: DEFAULT_POINT } });
    const point = { lat: Number(lat), lng: Number(lng) };
    return Number.isFinite(point.lat) && Number.isFinite(point.lng)
      ? right({ place: { point } })
      : left('--lat and --lng: give both, as numbers');
  },
);

/** The flags of `jumun restaurants`, checked in the order they were checked before any request. */
export const RestaurantsOptions = t.intersection([
  fields({
    sort: flag('SortOrder', isSortOrder, (raw) =>
      isSortOrder(raw) ? right(raw) : left(`not a sort order: ${raw}`),
    ),
    page: flag('Page', t.number.is, (raw) => {
      const page = Number(raw);
      return Number.isInteger(page) && page >= 1
        ? right(page)
        : left(`expected a page number ≥ 1, got ${raw}`);
    }),
    search: optional(
      flag('Keyword', t.string.is, (raw) =>
        raw.trim().length < 2 ? left('the keyword needs 2 characters or more') : right(raw.trim()),
      ),
      undefined,
    ),
  }),
  Target,
  Place,
  fields({ category: optional(t.string, null), json: optional(t.boolean, false) }),
]);

export async function restaurantsCommand(flags: unknown): Promise<number> {
  const decoded = decodeFlags(RestaurantsOptions, flags);
  if (isLeft(decoded)) return refuse(decoded.left, exitCodes.badInput);
  const options = decoded.right;
  const { connect } = await import('../run/connect.ts');
  const connection = await connect(options);
  if ('exitCode' in connection) return connection.exitCode;
  const { gateway } = connection;

  let point = DEFAULT_POINT;
  if ('address' in options.place) {
    const { address } = options.place;
    const places = await gateway.geocode(address);
    if (!places.ok)
      return refuse(
        gatewayFailureRejection(places.failure, 'ADDRESS_LOOKUP_FAILED').message,
        exitCodes.failed,
      );
    const first = places.value[0];
    if (first === undefined) return refuse(`검색하신 주소를 찾을 수 없습니다: ${address}`, exitCodes.failed);
    point = first.point;
  } else point = options.place.point;
  const query = { point, category: options.category, order: options.sort, page: options.page };
  const answer =
    options.search === undefined
      ? await gateway.restaurantList(query)
      : await gateway.searchRestaurants({ ...query, keyword: options.search });
  if (!answer.ok)
    return refuse(
      gatewayFailureRejection(answer.failure, 'RESTAURANT_LOAD_FAILED').message,
      exitCodes.failed,
    );
  if (options.json) {
    process.stdout.write(`${JSON.stringify(answer.value, null, 2)}\n`);
    return exitCodes.ok;
  }
  const rows = answer.value.restaurants.map((r) => [
    String(r.id),
    r.name,
    r.categories.join(','),
    r.review_avg === null ? '-' : r.review_avg.toFixed(1),
    formatWon(r.min_order_amount),
    formatWon(r.delivery_fee),
    r.open ? (r.reachable ? '주문 가능' : '배달 불가') : '준비 중',
  ]);
  process.stdout.write(
    `${table(['id', '음식점', '분류', '>별점', '>최소주문', '>배달요금', '상태'], rows)}\n`,
  );
  const { current_page, total_pages } = answer.value.pagination;
  process.stdout.write(`음식점 ${rows.length}곳 (${current_page}/${total_pages}쪽)\n`);
  return exitCodes.ok;
}
