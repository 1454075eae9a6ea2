// `jumun order-info ORDER_NUMBER`: an order as its owner sees it. Orders are private: pass the
// owner's access token (printed by `jumun order`) or log in as the member who ordered.
import type { Command } from 'commander';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { formatWon } from '../../domain/money.ts';
import { exitCodes, fail } from '../exit.ts';
import { table } from '../output/table.ts';
import { targetOptions } from '../run/target-options.ts';
import { checkTarget } from './flag-checks.ts';

interface Flags {
  readonly token?: string;
  readonly email?: string;
  readonly password?: string;
  readonly json?: boolean;
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
}

export function registerOrderInfo(program: Command): void {
  targetOptions(
    program
      .command('order-info')
      .description('print an order (only its owner may read it)')
      .argument('<order-number>', 'the order number')
      .option('--token <jwt>', "the owner's access token (a guest's is printed by `jumun order`)")
      .option('--email <email>', 'log in as the member who ordered')
      .option('--password <password>', "the member's password"),
  )
    .addHelpText(
      'after',
      "\nExamples:\n  $ jumun order-info 2611210001 --token eyJhbGciOi...\n  $ jumun order-info 2611210002 --email minji@example.com --password 'Jumun!2026'",
    )
    .action(async (orderNumber: string, flags: Flags) => {
      // Orders are private: without the owner's token or login the gateway could only refuse.
      if (flags.token === undefined && flags.email === undefined)
        fail(
          "the order's owner is needed: give --token (printed by `jumun order`) or --email with --password",
          exitCodes.badInput,
        );
      if (flags.email !== undefined && flags.password === undefined)
        fail("--email: give --password too (the member's password)", exitCodes.badInput);
      const target = checkTarget(flags);
      if (target !== null) fail(target, exitCodes.badInput);
      const { connect } = await import('../run/connect.ts');
      const { gateway } = await connect(flags, flags.token);
      if (flags.email !== undefined) {
        const login = await gateway.loginEmail({
          username: flags.email,
          password: flags.password ?? '',
          captcha: null,
          device_id: 'jumun-cli',
        });
        if (!login.ok) fail(gatewayFailureRejection(login.failure, 'LOGIN_FAILED').message, exitCodes.failed);
      }
      const order = await gateway.orderInfo(orderNumber);
      if (!order.ok) {
        const missing = order.failure.kind === 'rejected' && order.failure.status === 404;
        fail(
          missing
            ? '주문 정보가 없습니다.'
            : gatewayFailureRejection(order.failure, 'ORDER_INFO_LOAD_FAILED').message,
          exitCodes.failed,
        );
      }
      const o = order.value;
      if (flags.json === true) {
        process.stdout.write(`${JSON.stringify(o, null, 2)}\n`);
        return;
      }
      process.stdout.write(`주문번호 ${o.order_number} · ${o.restaurant_name} · ${o.status}\n`);
      const rows = o.items.map((i) => [i.name, String(i.quantity), formatWon(i.price)]);
      process.stdout.write(`${table(['메뉴', '>수량', '>가격'], rows)}\n`);
      process.stdout.write(`결제 ${formatWon(o.payment_amount)} (${o.payment_method})\n`);
    });
}
