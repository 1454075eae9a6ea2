// 재주문: a past order's lines back into the cart (Reorder). The store re-checks them against today's
// restaurant and menu; what changed, or a cart that would be replaced, is asked first with each change
// on its own line (ReorderQuestion), and a refusal — a closed restaurant, an address outside
// delivery — is a popup with 확인 that leaves the cart as it was. Accepted, the store sends the
// customer to the cart. Kept apart so the order's page can place it too.
import { useState } from 'react';
import type { Command } from '../../../domain/commands/commands.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import { ordersTexts } from './orders.texts.ts';
import styles from './reorder-button.module.css';
import { reorderText } from './reorder-changes.ts';
import { ReorderQuestion } from './reorder-question.tsx';

export function ReorderButton({
  orderNumber,
  describedBy,
  wide = false,
}: {
  readonly orderNumber: string;
  /** The id of what names the order (its restaurant and date), for a list of several. */
  readonly describedBy?: string;
  /** The page's width, above the page's other ways on (the order's page); else its place in a row. */
  readonly wide?: boolean;
}) {
  const { store } = useWebStore();
  const dialogs = useDialogs();
  const dispatch = useDispatch();
  const t = useTexts(ordersTexts);
  const say = useMessages();
  const { language, won } = useLocale();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const command: Command = { type: 'Reorder', orderNumber };

  const reorder = async () => {
    setBusy(true);
    try {
      // The store's own dispatch: its question is asked here, with the changes listed, rather than
      // as the dispatch layer's one-paragraph confirmation.
      const outcome = await store.dispatch(command);
      if (outcome.kind === 'needs-confirmation') {
        setAsking(reorderText(outcome.rejection, language, say, won));
        return;
      }
      if (outcome.kind === 'rejected')
        await dialogs.alert(reorderText(outcome.rejection, language, say, won));
      if (outcome.navigate !== undefined) navigateTo(outcome.navigate);
    } finally {
      setBusy(false);
    }
  };

  const answer = async (yes: boolean) => {
    setAsking(null);
    if (!yes) return;
    setBusy(true);
    try {
      await dispatch({ ...command, confirmed: true }, { popup: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        className={wide ? styles.wide : undefined}
        aria-describedby={describedBy}
        aria-busy={busy}
        // a second tap while the first is checked would ask twice
        disabled={busy}
        onClick={() => void reorder()}
      >
        {t.reorder}
      </Button>
      {asking !== null && <ReorderQuestion message={asking} onAnswer={(yes) => void answer(yes)} />}
    </>
  );
}
