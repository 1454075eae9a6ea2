// The customer's cancel (CancelOrder): asked first in a dialog whose buttons say what they do, then
// the result said — a toast with the cancel and its refund, or a popup with the gateway's words when
// the restaurant has taken the order (the page shows the status it reads again).
import { useCallback, useState } from 'react';
import type { Command } from '../../../domain/commands/commands.ts';
import { viewOrder } from '../../../domain/projections/order-view.ts';
import { confirmedAgain } from '../../../domain/store/confirm-again.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useWebStore } from '../../store/store-context.tsx';

export function useCancelOrder(orderNumber: string): { readonly cancel: () => void; readonly busy: boolean } {
  const { store } = useWebStore();
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);

  const cancel = useCallback(async () => {
    const command: Command = { type: 'CancelOrder', orderNumber };
    let outcome = await store.dispatch(command);
    if (outcome.kind === 'needs-confirmation') {
      const yes = await dialogs.confirm(outcome.rejection.message, { yes: '주문 취소', no: '닫기' });
      if (!yes) return;
      setBusy(true);
      try {
        outcome = await store.dispatch(confirmedAgain(command, outcome.rejection));
      } finally {
        setBusy(false);
      }
    }
    if (outcome.kind === 'rejected') await dialogs.alert(outcome.rejection.message);
    else if (outcome.kind === 'accepted') {
      const said = store.view(viewOrder).getSnapshot().cancellationText;
      if (said !== null) dialogs.toast(said);
    }
  }, [store, dialogs, orderNumber]);

  return { cancel: () => void cancel(), busy };
}
