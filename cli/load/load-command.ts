// `jumun load SCRIPT`: check the flags, load the one script, probe the gateway, run the virtual
// customers, read every order back, print the figures and answer the exit code.
import { isLeft } from 'fp-ts/Either';
import { httpGateway } from '../../adapters/http/http-gateway.ts';
import { memoryTokens } from '../../adapters/http/tokens.ts';
import type { Transport } from '../../adapters/http/transport.ts';
import { exitCodes, interruptedCode } from '../exit.ts';
import { decodeFlags } from '../flags/flag-codec.ts';
import type { Target } from '../target/target.ts';
import type { LoadFlags } from './load-flag-table.ts';
import { LoadOptions } from './load-flags.ts';

export interface LoadIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

const realClock = {
  now: () => performance.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

export async function loadCommand(path: string, flags: LoadFlags, io: LoadIo): Promise<number> {
  const say = (message: string) => io.stderr.write(`jumun: ${message}\n`);
  const decoded = decodeFlags(LoadOptions, flags);
  if (isLeft(decoded)) {
    say(decoded.left);
    return exitCodes.badInput;
  }
  const options = decoded.right;

  // --vars, --var and --data before the script: its names are checked against them.
  const { runVariables } = await import('../run/run-variables.ts');
  const given = await runVariables(options.vars, options.var);
  if (typeof given === 'string') {
    say(given);
    return exitCodes.badInput;
  }
  const data =
    options.data === undefined
      ? undefined
      : await (await import('../run/data-rows.ts')).readDataRows(options.data);
  if (typeof data === 'string') {
    say(data);
    return exitCodes.badInput;
  }
  const { loadScripts } = await import('../run/script-files.ts');
  const loaded = await loadScripts([path], { given, ...(data === undefined ? {} : { data }) });
  if (!loaded.ok) {
    say(`bad script:\n  ${loaded.errors.join('\n  ')}`);
    return exitCodes.badInput;
  }
  // One script; with --data, one loaded script per row of it, taken in turn by the iterations.
  const files = new Set(loaded.scripts.map((s) => s.file));
  const script = loaded.scripts[0];
  if (script === undefined || files.size > 1) {
    say(`load runs one script; ${path} holds ${files.size}: name one file`);
    return exitCodes.badInput;
  }
  const { reachTarget } = await import('../target/target-gateway.ts');
  const reached = await reachTarget(options, [script.file]);
  if (!reached.ok) {
    say(reached.message);
    return reached.code;
  }
  const { target } = reached;

  const [{ LoadRecorder }, { timedTransport }, { runLoad }, { loadIteration }, { builtinSource }] =
    await Promise.all([
      import('./load-recorder.ts'),
      import('./timed-transport.ts'),
      import('./load-engine.ts'),
      import('./load-iteration.ts'),
      import('../script/builtins.ts'),
    ]);
  const recorder = new LoadRecorder();
  const measured: Target = {
    ...target,
    transportFor: (file) => timedTransport(target.transportFor(file), recorder, realClock.now),
  };
  const plan = { users: options.users, durationMs: options.durationMs, rampUpMs: options.rampUpMs };
  // Ctrl+C (or SIGTERM) ends the load early, as the deadline would: the iterations in flight
  // finish, the orders are read back and the figures printed, marked interrupted, and the load
  // exits 130 (143), never 0: it did not run for the time asked. A second one ends the process.
  const { listenForInterrupts } = await import('../run/interrupts.ts');
  const interrupts = listenForInterrupts(
    say,
    'stopping: the iterations in flight finish, then the read-back',
  );
  try {
    const iterate = loadIteration(loaded.scripts, measured, builtinSource(), options.rowsBy);
    const run = await runLoad(plan, realClock, iterate, () => interrupts.received() !== null);

    const { readBackOrders } = await import('./read-back.ts');
    // Read back on the target's own transport, not measured. At the script's fixed time when it has
    // one: its customers' tokens were issued at that time, and a sandbox gateway checks them then.
    const { testRunTransport } = await import('../run/test-run-transport.ts');
    const reading = testRunTransport(target.transportFor('read-back'), script.now);
    const orders = await readBackOrders(recorder.submits, orderReader(target, reading));
    const { summarise } = await import('./load-summary.ts');
    const interrupted = interrupts.received();
    const summary = summarise({
      script: script.file,
      plan,
      run,
      recorder,
      orders,
      maxErrorRate: options.maxErrorRate,
      interrupted,
    });
    const { loadJson, loadText } = await import('./load-report.ts');
    io.stdout.write(options.json ? loadJson(summary) : loadText(summary));
    if (interrupted !== null) return interruptedCode(interrupted);
    return summary.ok ? exitCodes.ok : exitCodes.failed;
  } finally {
    // Heard until the figures are out: one during the read-back marks them interrupted too.
    interrupts.stop();
  }
}

/** Reads an order as its owner: order.info with the token its submit carried. */
function orderReader(target: Target, transport: Transport) {
  return async (orderNumber: string, token: string | null) => {
    const gateway = httpGateway({
      transport,
      profile: target.profile,
      tokens: memoryTokens(token === null ? null : { access_token: token, refresh_token: null }),
      userAgent: 'jumun-cli',
    });
    const order = await gateway.orderInfo(orderNumber);
    if (order.ok) return { kind: 'found', paymentAmount: order.value.payment_amount } as const;
    const f = order.failure;
    if (f.kind === 'rejected' && f.status === 404) return { kind: 'missing' } as const;
    return {
      kind: 'unreadable',
      why:
        f.kind === 'rejected' ? `HTTP ${f.status}${f.message === undefined ? '' : ` ${f.message}`}` : f.kind,
    } as const;
  };
}
