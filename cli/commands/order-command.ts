// `jumun order`'s action: the flags planned into a script's commands, run in one session, and the
// order's number printed (exit 0 once the gateway took it).

import { exitCodes, refuse } from '../exit.ts';
import type { ScriptLine } from '../script/script-line.ts';
import type { OrderFlags } from './order-flag-table.ts';
import { type ItemFlag, planOrder } from './order-flags.ts';

export async function orderCommand(flags: OrderFlags, typed: readonly ItemFlag[]): Promise<number> {
  // Every flag is checked before the first request: a bad --pay must not send an SMS first.
  const plan = planOrder(flags, typed);
  if (typeof plan === 'string') return refuse(plan, exitCodes.badInput);
  const fixed = plan.now;

  const { resolveTarget } = await import('../target/target.ts');
  const resolved = await resolveTarget(plan.target);
  if (!resolved.ok) return refuse(resolved.message, exitCodes.badInput);
  const { probeGateway } = await import('../target/probe.ts');
  const unreachable = await probeGateway(resolved.target.profile);
  if (unreachable !== null) return refuse(unreachable, exitCodes.unreachable);

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
    process.stdout.write(`${plan.json ? jsonLine(r) : prettyLine(r)}\n`),
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
  if (plan.json) process.stdout.write(`${JSON.stringify({ summary })}\n`);
  else if (placed) {
    const { formatWon } = await import('../../domain/money.ts');
    const { TOTAL_LABEL } = await import('../../domain/pricing/price-rows.ts');
    process.stdout.write(`\n주문번호 ${summary.orderNumber} · ${TOTAL_LABEL} ${formatWon(summary.total)}\n`);
    if (summary.redirectUrl !== null) process.stdout.write(`결제 페이지: ${summary.redirectUrl}\n`);
    process.stdout.write(`jumun order-info ${summary.orderNumber} --token ${summary.accessToken}\n`);
    // the same token follows the order to the door
    process.stdout.write(
      `jumun order-status ${summary.orderNumber} --token ${summary.accessToken} --follow\n`,
    );
  }
  return placed ? exitCodes.ok : exitCodes.failed;
}
