// The customer's cancel (CancelOrder): asked first in a dialog whose buttons say what they do, then
// the result said — a toast with the cancel and its refund, or a popup with the gateway's words when
// the restaurant has taken the order (the page shows the status it reads again).
import { useCallback, useState } from 'react';
import type { Command } from '../../../domain/commands/commands.ts';
import { cancellationMessage, viewOrder } from '../../../domain/projections/order-view.ts';
import { confirmedAgain } from '../../../domain/store/confirm-again.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { orderTexts } from './order.texts.ts';

export function useCancelOrder(orderNumber: string): { readonly cancel: () => void; readonly busy: boolean } {
  const { store } = useWebStore();
  const dialogs = useDialogs();
  const t = useTexts(orderTexts);
  const say = useMessages();
  const [busy, setBusy] = useState(false);

  const cancel = useCallback(async () => {
    const command: Command = { type: 'CancelOrder', orderNumber };
    let outcome = await store.dispatch(command);
    if (outcome.kind === 'needs-confirmation') {
      const yes = await dialogs.confirm(say.rejection(outcome.rejection), { yes: t.cancel, no: t.close });
      if (!yes) return;
      setBusy(true);
      try {
        outcome = await store.dispatch(confirmedAgain(command, outcome.rejection));
      } finally {
        setBusy(false);
      }
    }
    if (outcome.kind === 'rejected') await dialogs.alert(say.rejection(outcome.rejection));
    else if (outcome.kind === 'accepted') {
      const { cancellation } = store.view(viewOrder).getSnapshot();
      if (cancellation !== null) {
        const { code, params } = cancellationMessage(cancellation);
        dialogs.toast(say.message(code, params));
      }
    }
  }, [store, dialogs, orderNumber, t, say]);

  return { cancel: () => void cancel(), busy };
}
