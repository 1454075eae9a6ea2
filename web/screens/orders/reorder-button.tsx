// 재주문: a past order's lines back into the cart (Reorder). The store re-checks them against today's
// restaurant and menu; what changed, or a cart that would be replaced, is asked in a confirmation
// first (the dispatch layer's dialog, the domain's words), and a refusal — a closed restaurant, an
// address outside delivery — is a popup with 확인 that leaves the cart as it was. Accepted, the store
// sends the customer to the cart. Kept apart so the order's page can place it too.
import { useState } from 'react';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { Button } from '../../ui/button.tsx';

export function ReorderButton({
  orderNumber,
  describedBy,
  className,
}: {
  readonly orderNumber: string;
  /** The id of what names the order (its restaurant and date), for a list of several. */
  readonly describedBy?: string;
  readonly className?: string;
}) {
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const reorder = async () => {
    setBusy(true);
    try {
      await dispatch({ type: 'Reorder', orderNumber }, { popup: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      className={className}
      aria-describedby={describedBy}
      aria-busy={busy}
      // a second tap while the first is checked would ask twice
      disabled={busy}
      onClick={() => void reorder()}
    >
      재주문
    </Button>
  );
}
