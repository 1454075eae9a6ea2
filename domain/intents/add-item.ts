// AddItem: resolve the menu item and its options, apply the option and cart rules, record the
// lines added (and the cart cleared when the customer confirmed replacing another restaurant's).
import { addItem } from '../cart/add-item.ts';
import { lineDraft } from '../cart/line-draft.ts';
import { restaurantEntry } from '../checkout/restaurant-entry.ts';
import type { CommandOf } from '../commands/commands.ts';
import { allItems, findMenuItem, resolveOptionRefs } from '../menu/resolve-refs.ts';
import { validatePicks } from '../menu/validate-picks.ts';
import { type Decision, refuse, refuseWith } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(command: CommandOf<'AddItem'>, state: State): Decision {
  const catalog = state.catalog;
  if (catalog === null) return refuse('MENU_UNKNOWN');
  // A closed or unreachable restaurant suppresses the menu detail, except in the staff view.
  const entry = restaurantEntry({ restaurant: catalog.restaurant, staffView: catalog.staff });
  if (entry.kind !== 'enter') return refuseWith(entry.rejection);
  const ref = command.menuItemId ?? command.menu;
  const item = ref === undefined ? undefined : findMenuItem(catalog.menu, ref);
  if (item === undefined) {
    // A menu named in a script or the CLI: say which name, and the ones there are.
    if (command.menuItemId === undefined && command.menu !== undefined)
      return refuse('MENU_NAME_UNKNOWN', {
        name: command.menu,
        names: allItems(catalog.menu)
          .map((i) => i.name)
          .join(', '),
      });
    return refuse('MENU_NOT_SERVED');
  }

  const picks = validatePicks(item, resolveOptionRefs(item, command.options ?? {}));
  if (!picks.ok) return refuseWith(picks.rejection);

  const amount = command.amount ?? 1;
  const { restaurant, menu } = catalog;
  const line = lineDraft(item, picks.value);
  return addItem(state.cart, {
    restaurant,
    menu,
    item: line,
    amount,
    ...(command.confirmed === undefined ? {} : { confirmed: command.confirmed }),
  });
}

export const handleAddItem = pure(decide);
