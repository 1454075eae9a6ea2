// `jumun menu RESTAURANT_ID`: a restaurant's menu with item ids, prices and option groups.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags, type FlagsOf } from '../flags/flag-table.ts';
import { targetFlags } from '../flags/shared-options.ts';

export function registerMenu(program: Command, exitWith: ExitWith): void {
  addFlags(
    program
      .command('menu')
      .description(
        "print a restaurant's menu: items, prices, stock and option groups with what each option adds",
      )
      .argument('<restaurant-id>', 'the restaurant id, e.g. 1001'),
    targetFlags,
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun menu 1001\n  $ jumun menu 1019 --json > convenience-store.json',
    )
    .action(
      exitWith(async (id: string, flags: FlagsOf<typeof targetFlags>) => {
        const { menuCommand } = await import('./menu-command.ts');
        return menuCommand(id, flags);
      }),
    );
}
