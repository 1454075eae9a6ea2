// The pay button's command: the pending edits first, then SubmitOrder once (a second tap while it
// runs does nothing). A refusal about a field is shown beside it and the field focused; a failure
// of the service or the network is the banner above the pay button with 다시 시도; any other is a
// popup. Where the outcome leads (payment page, thank-you page) the dispatch layer follows.
import { useCallback, useRef, useState } from 'react';
import { checkoutFieldOf, isInlineField, isServiceFailure } from '../../../domain/checkout/form-field.ts';
import { stockShortages } from '../../../domain/checkout/stock-shortage.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { type FieldKey, useCheckoutForm } from './checkout-form.tsx';
import type { StockProblem } from './stock-popup.tsx';

export interface Pay {
  readonly busy: boolean;
  readonly pay: () => Promise<void>;
  /** The error_stock popup's content while it is open. */
  readonly stock: StockProblem | null;
  readonly closeStock: () => void;
}

export function usePay(): Pay {
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const form = useCheckoutForm();
  const say = useMessages();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [stock, setStock] = useState<StockProblem | null>(null);
  // 다시 시도 on a failed submit's banner pays again (the latest pay, with the form's latest state).
  const again = useRef<() => Promise<void>>(async () => undefined);
  const pay = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      form.flushAll();
      form.clearErrors();
      form.clearFailure('pay');
      const outcome = await dispatch({ type: 'SubmitOrder' }, { quiet: true });
      if (outcome.kind !== 'rejected') return;
      if (isServiceFailure(outcome.rejection.code)) {
        form.showFailure({
          place: 'pay',
          message: say.rejection(outcome.rejection),
          retry: () => void again.current(),
        });
        return;
      }
      const lines = stockShortages(outcome.rejection);
      if (lines !== null) {
        setStock({ message: say.rejection(outcome.rejection), lines });
        return;
      }
      const field = checkoutFieldOf(outcome.rejection.code);
      if (field !== null && isInlineField(field)) {
        form.setError(field as FieldKey, say.rejection(outcome.rejection));
        form.focus(field as FieldKey);
      } else await dialogs.alert(say.rejection(outcome.rejection));
    } catch {
      // A command that could not run at all (code or network gone): the network message; the form stays.
      await dialogs.alert(say.message('NETWORK_ERROR'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, [dispatch, dialogs, form, say]);
  again.current = pay;
  const closeStock = useCallback(() => setStock(null), []);
  return { busy, pay, stock, closeStock };
}
