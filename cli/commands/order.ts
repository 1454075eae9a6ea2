// `jumun order`: one order from flags, for a quick manual check. It runs the same commands a QA
// script would (and the web app dispatches), verifying the phone through the sandbox SMS outbox.
import type { Command as Cli } from 'commander';
import type { Command } from '../../domain/commands/commands.ts';
import { exitCodes, fail } from '../exit.ts';
import type { ScriptLine } from '../script/script-line.ts';

interface Flags {
  readonly address: string;
  readonly restaurant: string;
  readonly item: string[];
  readonly option: string[];
  readonly amount: string;
  readonly phone: string;
  readonly addressDetail: string;
  readonly pay: string;
  readonly coupon?: string;
  readonly comment?: string;
  readonly email?: string;
  readonly password?: string;
  readonly json?: boolean;
  readonly gateway?: string;
  readonly profile?: string;
  readonly now?: string;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** `맛=양념` or `소스=허니머스타드,핫소스` → { 맛: [양념] }. */
export function parseOptions(pairs: readonly string[]): Record<string, string[]> | string {
  const options: Record<string, string[]> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0 || at === pair.length - 1) return `--option: expected GROUP=OPTION[,OPTION], got ${pair}`;
    const group = pair.slice(0, at).trim();
    options[group] = [
      ...(options[group] ?? []),
      ...pair
        .slice(at + 1)
        .split(',')
        .map((o) => o.trim()),
    ];
  }
  return options;
}

export function orderCommands(flags: Flags, options: Record<string, string[]>, amount: number): Command[] {
  const [first, ...others] = flags.item;
  const commands: Command[] = [
    ...(flags.email === undefined
      ? []
      : [{ type: 'LogIn', email: flags.email, password: flags.password ?? '' } as const]),
    { type: 'SetLocation', address: flags.address },
    { type: 'OpenRestaurant', restaurantId: Number(flags.restaurant) },
    { type: 'AddItem', menu: first ?? '', options, amount },
    ...others.map((menu): Command => ({ type: 'AddItem', menu })),
    { type: 'GoToCheckout', confirmed: true },
    { type: 'SetAddressDetail', detail: flags.addressDetail },
    { type: 'SetPhone', phone: flags.phone },
    { type: 'RequestSmsCode' },
    { type: 'VerifySmsCode', code: '@sandbox' },
    { type: 'ChoosePayment', payment: flags.pay },
    ...(flags.coupon === undefined ? [] : [{ type: 'ApplyCoupon', code: flags.coupon } as const]),
    ...(flags.comment === undefined ? [] : [{ type: 'SetComment', comment: flags.comment } as const]),
    { type: 'SubmitOrder', confirmed: true },
  ];
  return commands;
}

export function registerOrder(program: Cli): void {
  program
    .command('order')
    .description('place one order from flags (the phone is verified through the sandbox SMS outbox)')
    .requiredOption('--address <text>', 'delivery address, e.g. "서울 강남구 역삼동"')
    .requiredOption('--restaurant <id>', 'restaurant id')
    .requiredOption('--item <name>', 'menu item by name or id (repeat for more items)', collect, [])
    .option('--option <group=option>', 'an option of the first item (repeatable)', collect, [])
    .option('--amount <n>', 'amount of the first item', '1')
    .requiredOption('--phone <number>', 'mobile phone for the SMS verification')
    .requiredOption('--address-detail <text>', 'detail address, e.g. "101호"')
    .option(
      '--pay <method>',
      'cash | creditcard | pg_card | pg_mobile | naverpay | kakaopay | smilepay',
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
      '\nExample:\n  $ jumun order --address "서울 강남구 역삼동" --restaurant 1001 --item "후라이드치킨" --option "맛=양념" \\\n      --amount 2 --phone 01012345678 --address-detail "101호" --pay cash',
    )
    .action(async (flags: Flags) => {
      const options = parseOptions(flags.option);
      if (typeof options === 'string') fail(options, exitCodes.badInput);
      const amount = Number(flags.amount);
      if (!Number.isInteger(amount) || amount < 1)
        fail(`--amount: expected a whole number ≥ 1, got ${flags.amount}`, exitCodes.badInput);
      if (!/^[1-9]\d*$/.test(flags.restaurant))
        fail(`--restaurant: not a restaurant id: ${flags.restaurant}`, exitCodes.badInput);
      const fixed = flags.now === undefined ? null : Date.parse(flags.now);
      if (fixed !== null && Number.isNaN(fixed))
        fail(`--now: not an ISO 8601 time: ${flags.now}`, exitCodes.badInput);

      const { resolveTarget } = await import('../run/target.ts');
      const resolved = await resolveTarget(flags);
      if (!resolved.ok) fail(resolved.message, exitCodes.badInput);
      const { probeGateway } = await import('../run/probe.ts');
      const unreachable = await probeGateway(resolved.target.profile);
      if (unreachable !== null) fail(unreachable, exitCodes.unreachable);

      const lines: ScriptLine[] = orderCommands(flags, options, amount).map((command, i) => ({
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
