// `jumun order`: one order from flags, for a quick manual check. It runs the same commands a QA
// script would (and the web app dispatches), verifying the phone through the sandbox SMS outbox.
import type { Command as Cli } from 'commander';
import type { ExitWith } from '../exit.ts';
import { gatewayOption, nowOption, profileOption } from '../flags/shared-options.ts';
import type { ItemFlag, OrderFlags } from './order-flags.ts';

/** Commander parsers that keep --item, --option and --amount in one list, in argv order. */
function itemFlagRecorder() {
  const typed: ItemFlag[] = [];
  const recorder = (flag: ItemFlag['flag']) => (value: string) => {
    typed.push({ flag, value });
    return typed;
  };
  return { typed, item: recorder('item'), option: recorder('option'), amount: recorder('amount') };
}

export function registerOrder(program: Cli, exitWith: ExitWith): void {
  const items = itemFlagRecorder();
  program
    .command('order')
    .description('place one order from flags (the phone is verified through the sandbox SMS outbox)')
    .requiredOption('--address <text>', 'delivery address, e.g. "서울 강남구 역삼동"')
    .requiredOption('--restaurant <id>', 'restaurant id')
    .requiredOption('--item <name>', 'menu item by name or id (repeat for more items)', items.item)
    .option('--option <group=option>', 'an option of the --item before it (repeatable)', items.option)
    .option('--amount <n>', 'amount of the --item before it (default 1)', items.amount)
    .requiredOption('--phone <number>', 'mobile phone for the SMS verification')
    .requiredOption('--address-detail <text>', 'detail address, e.g. "101호"')
    .option(
      '--pay <method>',
      'cash | creditcard | pg_card | pg_mobile | kakaopay | naverpay | smilepay | chaipay',
      'cash',
    )
    .option('--coupon <code>', 'apply a coupon')
    .option('--comment <text>', 'a request to the restaurant')
    .option('--email <email>', 'order as this member')
    .option('--password <password>', "the member's password")
    .addOption(gatewayOption())
    .addOption(profileOption())
    .addOption(nowOption("fix the client's clock (use the gateway's --now)"))
    .option('--json', 'NDJSON output')
    .addHelpText(
      'after',
      [
        '',
        'Each --item takes the --option and --amount flags that follow it.',
        '',
        'Examples:',
        '  $ jumun order --address "서울 강남구 역삼동" --restaurant 1001 --item "후라이드치킨" --option "맛=양념" \\',
        '      --amount 2 --phone 01012345678 --address-detail "101호" --pay cash',
        '  $ jumun order --address "서울 강남구 역삼동" --restaurant 1001 --item "후라이드치킨" --option "맛=양념" \\',
        '      --item "반반치킨" --option "반반 맛 선택=양념,마늘" --amount 2 --phone 01012345678 --address-detail "101호"',
      ].join('\n'),
    )
    .action(
      exitWith(async (flags: OrderFlags) => {
        const { orderCommand } = await import('./order-command.ts');
        return orderCommand(flags, items.typed);
      }),
    );
}
