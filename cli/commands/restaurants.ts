// `jumun restaurants`: the restaurant list around a point (or an address), as a table or JSON.
import type { Command } from 'commander';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { formatWon } from '../../domain/money.ts';
import { isSortOrder } from '../../domain/shell/sort-options.ts';
import { exitCodes, fail } from '../exit.ts';
import { table } from '../output/table.ts';
import { targetOptions } from '../run/target-options.ts';
import { checkTarget } from './flag-checks.ts';

interface Flags {
  readonly address?: string;
  readonly lat?: string;
  readonly lng?: string;
  readonly category?: string;
  readonly sort: string;
  readonly search?: string;
  readonly page: string;
  readonly json?: boolean;
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
}

const DEFAULT_POINT = { lat: 37.498168, lng: 127.02761 };

export function registerRestaurants(program: Command): void {
  targetOptions(
    program
      .command('restaurants')
      .description('list the restaurants that deliver to a point or an address')
      .option('--address <text>', 'a delivery address, e.g. "서울 강남구 역삼동"')
      .option('--lat <n>', 'latitude (default 37.498168, Gangnam station)')
      .option('--lng <n>', 'longitude (default 127.02761)')
      .option('--category <name>', 'a category, e.g. 치킨 (default: all)')
      .option(
        '--sort <order>',
        'rank | review_avg | review_count | min_order_value | distance | estimated_delivery_time',
        'rank',
      )
      .option('--search <keyword>', 'restaurant or menu keyword (2 characters or more)')
      .option('--page <n>', 'page of 60', '1'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun restaurants --address "서울 강남구 역삼동" --category 치킨\n  $ jumun restaurants --search 떡볶이 --json',
    )
    .action(async (flags: Flags) => {
      if (!isSortOrder(flags.sort)) fail(`--sort: not a sort order: ${flags.sort}`, exitCodes.badInput);
      const page = Number(flags.page);
      if (!Number.isInteger(page) || page < 1)
        fail(`--page: expected a page number ≥ 1, got ${flags.page}`, exitCodes.badInput);
      if (flags.search !== undefined && flags.search.trim().length < 2)
        fail('--search: the keyword needs 2 characters or more', exitCodes.badInput);
      const target = checkTarget(flags);
      if (target !== null) fail(target, exitCodes.badInput);
      const { connect } = await import('../run/connect.ts');
      const { gateway } = await connect(flags);

      let point = DEFAULT_POINT;
      if (flags.address !== undefined) {
        const places = await gateway.geocode(flags.address);
        if (!places.ok)
          fail(gatewayFailureRejection(places.failure, 'ADDRESS_LOOKUP_FAILED').message, exitCodes.failed);
        const first = places.value[0];
        if (first === undefined) fail(`검색하신 주소를 찾을 수 없습니다: ${flags.address}`, exitCodes.failed);
        point = first.point;
      } else if (flags.lat !== undefined || flags.lng !== undefined) {
        point = { lat: Number(flags.lat), lng: Number(flags.lng) };
        if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng))
          fail('--lat and --lng: give both, as numbers', exitCodes.badInput);
      }
      const query = { point, category: flags.category ?? null, order: flags.sort, page };
      const answer =
        flags.search === undefined
          ? await gateway.restaurantList(query)
          : await gateway.searchRestaurants({ ...query, keyword: flags.search.trim() });
      if (!answer.ok)
        fail(gatewayFailureRejection(answer.failure, 'RESTAURANT_LOAD_FAILED').message, exitCodes.failed);
      if (flags.json === true) {
        process.stdout.write(`${JSON.stringify(answer.value, null, 2)}\n`);
        return;
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
    });
}
