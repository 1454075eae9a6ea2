// The option dialog (spec 000 §5 "Menu options"): opened by the restaurant screen for one menu item.
// To be built: see the web app issue, part 1.
import type { MenuItem } from '../../../../domain/menu/types.ts';

export interface OptionDialogProps {
  readonly restaurantId: number;
  readonly item: MenuItem;
  /** Closed (added, cancelled, Escape, backdrop). */
  readonly onClose: () => void;
}

export function OptionDialog(_props: OptionDialogProps) {
  return null;
}
