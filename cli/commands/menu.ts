// `jumun menu RESTAURANT_ID`: a restaurant's menu with item ids, prices and option groups.
import type { Command } from 'commander';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { groupLabel } from '../../domain/menu/option-rules.ts';
import { formatMessage } from '../../domain/messages.ts';
import { formatWon } from '../../domain/money.ts';
import { exitCodes, fail } from '../exit.ts';
import { table } from '../output/table.ts';
import { targetOptions } from '../run/target-options.ts';
import { checkTarget } from './flag-checks.ts';

interface Flags {
  readonly json?: boolean;
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
}

export function registerMenu(program: Command): void {
  targetOptions(
    program
      .command('menu')
      .description("print a restaurant's menu: items, prices, stock and option groups")
      .argument('<restaurant-id>', 'the restaurant id, e.g. 1001'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun menu 1001\n  $ jumun menu 1019 --json > convenience-store.json',
    )
    .action(async (id: string, flags: Flags) => {
      if (!/^[1-9]\d*$/.test(id))
        fail(`restaurant id: expected a positive number starting 1-9, got ${id}`, exitCodes.badInput);
      const target = checkTarget(flags);
      if (target !== null) fail(target, exitCodes.badInput);
      const { connect } = await import('../run/connect.ts');
      const { gateway } = await connect(flags);
      const menu = await gateway.menu(Number(id));
      if (!menu.ok) {
        // A 404 is an id the gateway does not know: not a temporary failure, and retrying won't help.
        const f = menu.failure;
        if (f.kind === 'rejected' && f.status === 404)
          fail(formatMessage('RESTAURANT_NOT_FOUND', { id }), exitCodes.badInput);
        fail(gatewayFailureRejection(f, 'RESTAURANT_LOAD_FAILED').message, exitCodes.failed);
      }
      if (flags.json === true) {
        process.stdout.write(`${JSON.stringify(menu.value, null, 2)}\n`);
        return;
      }
      for (const category of menu.value) {
        process.stdout.write(`\n${category.name} (${category.slug})\n`);
        const rows = category.items.map((item) => [
          String(item.id),
          item.name,
          formatWon(item.discounted_price ?? item.price),
          item.soldout
            ? '품절'
            : item.stock_amount !== null && item.stock_amount < 9999
              ? `${item.stock_amount}개 남음`
              : '',
          item.subchoices
            .map((g) => `${g.name} ${groupLabel(g)}: ${g.subchoices.map((o) => o.name).join('/')}`)
            .join('; '),
        ]);
        process.stdout.write(`${table(['id', '메뉴', '>가격', '재고', '옵션'], rows)}\n`);
      }
    });
}
