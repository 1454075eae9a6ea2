// The jumun CLI: QA's way to drive the same commands and store as the web app, from a terminal.
import { Command } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { registerReplay } from './commands/replay.ts';
import { registerRun } from './commands/run.ts';
import { registerServe } from './commands/serve.ts';
import { exitCodes } from './exit.ts';

const program = new Command()
  .name('jumun')
  .description('jumun (주문): script food orders against the jumun gateway or a recorded one')
  .version(packageJson.version)
  .showHelpAfterError()
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : exitCodes.badInput);
  });

registerServe(program);
registerRun(program);
registerReplay(program);

await program.parseAsync(process.argv);
