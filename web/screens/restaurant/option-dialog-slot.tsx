// Where the restaurant screen's option dialog lives: the item whose dialog is open is this
// component's own state, so opening and closing the dialog re-renders the dialog alone, not the
// screen around it (its header, menu and cart bar). The screen opens an item through the handle.
import { type Ref, startTransition, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import type { MenuItem } from '../../../domain/menu/types.ts';
import { OptionDialog } from './option-dialog/option-dialog.tsx';
import { OptionDialogTypeWarmup } from './option-dialog/type-warmup.tsx';

/** The mark a performance test waits for: the screen has handed the item to the option dialog. */
export const OPTION_DIALOG_HANDOVER = 'restaurant:option-dialog-handover';

/** Opens an item's dialog; `returnFocus` finds the row that opened it again on close. */
export interface OptionDialogHandle {
  readonly open: (item: MenuItem, returnFocus?: () => void) => void;
}

function HandoverMark({ itemId }: { readonly itemId: number }) {
  // Runs after the option dialog's own effects (an earlier sibling), so the dialog is up by then.
  useEffect(() => {
    performance.mark(OPTION_DIALOG_HANDOVER, { detail: { itemId } });
  }, [itemId]);
  // Also in the document, committed with the dialog (a faked clock may not keep marks).
  return <span hidden data-option-dialog-handover={itemId} />;
}

export function OptionDialogSlot({
  restaurantId,
  onClosed,
  ref,
}: {
  readonly restaurantId: number;
  /** After the dialog has closed (added, cancelled, Escape, backdrop). */
  readonly onClosed: () => void;
  readonly ref: Ref<OptionDialogHandle>;
}) {
  const [opened, setOpened] = useState<{ readonly item: MenuItem; readonly returnFocus?: () => void } | null>(
    null,
  );
  useImperativeHandle(
    ref,
    () => ({
      // Drawn in a transition: the tap's own frame paints at once (the row pressed), the sheet in
      // the frames after, its render yielding to the browser (Interaction to Next Paint).
      open: (item, returnFocus) =>
        startTransition(() => setOpened(returnFocus === undefined ? { item } : { item, returnFocus })),
    }),
    [],
  );
  const close = useCallback(() => {
    setOpened(null);
    onClosed();
  }, [onClosed]);
  return (
    <>
      <OptionDialogTypeWarmup />
      {opened !== null && (
        <>
          <OptionDialog
            restaurantId={restaurantId}
            item={opened.item}
            onClose={close}
            {...(opened.returnFocus === undefined ? {} : { returnFocus: opened.returnFocus })}
          />
          <HandoverMark itemId={opened.item.id} />
        </>
      )}
    </>
  );
}
