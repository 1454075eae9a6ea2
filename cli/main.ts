// The jumun CLI: QA's way to drive the same commands and store as the web app, from a terminal.
import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { registerExplore } from './commands/explore.ts';
import { registerImportHar } from './commands/import-har.ts';
import { registerLoad } from './commands/load.ts';
import { registerMenu } from './commands/menu.ts';
import { registerMergeReports } from './commands/merge-reports.ts';
import { registerOrder } from './commands/order.ts';
import { registerOrderInfo } from './commands/order-info.ts';
import { registerOrderStatus } from './commands/order-status.ts';
import { registerReplay } from './commands/replay.ts';
import { registerRestaurants } from './commands/restaurants.ts';
import { registerRun } from './commands/run.ts';
import { registerServe } from './commands/serve.ts';
import { registerShowTrace } from './commands/show-trace.ts';
import { unknownCommand } from './commands/unknown-command.ts';
import { type ExitWith, exitCodes } from './exit.ts';

// `jumun menu 1019 | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const program = new Command()
  .name('jumun')
  .description('jumun (주문): script food orders against the jumun gateway or a recorded one')
  .version(packageJson.version)
  .showHelpAfterError()
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : exitCodes.badInput);
  });

let exitCode: number = exitCodes.ok;
const exitWith: ExitWith =
  (action) =>
  async (...args) => {
    exitCode = await action(...args);
  };

for (const register of [
  registerServe,
  registerRun,
  registerOrder,
  registerRestaurants,
  registerMenu,
  registerOrderInfo,
  registerOrderStatus,
  registerReplay,
  registerMergeReports,
  registerShowTrace,
  registerLoad,
  registerImportHar,
  registerExplore,
])
  register(program, exitWith);

const unknown = unknownCommand(process.argv.slice(2), program.commands.map((c) => c.name()).concat('help'));
if (unknown !== null) {
  process.stderr.write(`jumun: ${unknown}\n`);
  process.exit(exitCodes.badInput);
}

await program.parseAsync(process.argv);

/** Resolves once everything written to `stream` so far is out (a pipe may still hold some). */
const written = (stream: NodeJS.WriteStream) =>
  new Promise<void>((resolve) => stream.write('', () => resolve()));
await Promise.all([written(process.stdout), written(process.stderr)]);
process.exit(exitCode);
