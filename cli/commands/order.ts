// `jumun order`: one order from flags, for a quick manual check. It runs the same commands a QA
// script would (and the web app dispatches), verifying the phone through the sandbox SMS outbox.
import type { Command as Cli } from 'commander';
import { exitCodes, fail } from '../exit.ts';
import type { ScriptLine } from '../script/script-line.ts';
import type { ItemFlag, OrderFlags } from './order-flags.ts';

interface Flags extends OrderFlags {
  readonly json?: boolean;
}

/** Commander parsers that keep --item, --option and --amount in one list, in argv order. */
function itemFlagRecorder() {
  const typed: ItemFlag[] = [];
  const recorder = (flag: ItemFlag['flag']) => (value: string) => {
    typed.push({ flag, value });
    return typed;
  };
  return { typed, item: recorder('item'), option: recorder('option'), amount: recorder('amount') };
}

export function registerOrder(program: Cli): void {
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
    .option('--gateway <url>', 'the gateway origin (default http://127.0.0.1:8080)')
    .option('--profile <file>', 'an environment profile JSON')
    .option('--now <iso>', "fix the client's clock (use the gateway's --now)")
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
    .action(async (flags: Flags) => {
      // Every flag is checked before the first request: a bad --pay must not send an SMS first.
      const { planOrder } = await import('./order-flags.ts');
      const plan = planOrder(flags, items.typed);
      if (typeof plan === 'string') fail(plan, exitCodes.badInput);
      const fixed = plan.now;

      const { resolveTarget } = await import('../run/target.ts');
      const resolved = await resolveTarget(flags);
      if (!resolved.ok) fail(resolved.message, exitCodes.badInput);
      const { probeGateway } = await import('../run/probe.ts');
      const unreachable = await probeGateway(resolved.target.profile);
      if (unreachable !== null) fail(unreachable, exitCodes.unreachable);

      const lines: ScriptLine[] = plan.commands.map((command, i) => ({
        kind: 'command',
        line: i + 1,
        command,
        expect: 'ok',
      }));
      const { openSession } = await import('../run/session.ts');
      const { runScript } = await import('../script/run-script.ts');
      const { prettyLine } = await import('../report/pretty.ts');
      const { jsonLine } = await import('../report/json.ts');
      const session = openSession(resolved.target, 'order', { clock: { now: () => fixed ?? Date.now() } });
      await runScript('order', lines, session, (r) =>
        process.stdout.write(`${flags.json === true ? jsonLine(r) : prettyLine(r)}\n`),
      );
      const { checkout } = session.store.projections();
      // An order the gateway took is reported with its number and exit 0 whatever came before it,
      // so that a QA who retries on exit 1 never places a second one.
      const placed = checkout.orderNumber !== null;
      const summary = {
        orderNumber: checkout.orderNumber,
        total: checkout.total,
        redirectUrl: checkout.redirectUrl,
        accessToken: session.tokens.accessToken(),
      };
      if (flags.json === true) process.stdout.write(`${JSON.stringify({ summary })}\n`);
      else if (placed) {
        const { formatWon } = await import('../../domain/money.ts');
        process.stdout.write(`\n주문번호 ${summary.orderNumber} · 결제 금액 ${formatWon(summary.total)}\n`);
        if (summary.redirectUrl !== null) process.stdout.write(`결제 페이지: ${summary.redirectUrl}\n`);
        process.stdout.write(`jumun order-info ${summary.orderNumber} --token ${summary.accessToken}\n`);
      }
      process.exitCode = placed ? exitCodes.ok : exitCodes.failed;
    });
}
