// A first word that is no command of jumun's is refused before commander reads the rest: with
// `--help` after it, commander would print the root help and exit 0, and a script that typed
// `jumun order-stauts --help` would carry on as if the command existed.
import { closestName } from '../../domain/closest-name.ts';

/** The refusal of `args` (argv after the program) when its command is unknown, else null. */
export function unknownCommand(args: readonly string[], commands: readonly string[]): string | null {
  const first = args.find((arg) => !arg.startsWith('-'));
  if (first === undefined || commands.includes(first)) return null;
  const near = closestName(first, commands);
  return near === undefined
    ? `unknown command '${first}'; the commands are ${commands.join(', ')} (jumun --help)`
    : `unknown command '${first}'; did you mean '${near}'? (jumun --help)`;
}
