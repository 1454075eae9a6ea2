// The cart ("주문표") as the column and the phone page show it: lines, the delivery fee, discounts,
// the minimum-order line until met (red while it blocks ordering), the total on cream, and the
// order button (GoToCheckout, whose dialogs the dispatch layer asks), which says on itself when the
// minimum does not let it order yet, and under the fee how much more food makes delivery cheaper or
// free. Every amount and text comes from the projections through domain/cart/min-order-note.ts and
// domain/cart/fee-hint.ts.

import { feeHint } from '../../../domain/cart/fee-hint.ts';
import { minOrderNote, orderButton, orderLabel } from '../../../domain/cart/min-order-note.ts';
import { priceRows } from '../../../domain/pricing/price-rows.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import { useCart, useSession } from '../../store/projections.ts';
import { Button } from '../../ui/button.tsx';
import { PriceRows } from '../../ui/price-rows.tsx';
import { stickyBarRef } from '../../ui/sticky-bar-space.ts';
import styles from './cart.module.css';
import { cartTexts } from './cart.texts.ts';
import { CartLines } from './cart-lines.tsx';

export function CartContents({ stickyOrder = false }: { readonly stickyOrder?: boolean }) {
  const cart = useCart();
  const checkout = useCheckout();
  const session = useSession();
  const dispatch = useDispatch();
  const t = useTexts(cartTexts);
  const say = useMessages();
  const { language, won } = useLocale();

  if (cart.items.length === 0) return <p className={styles.empty}>{say.message('CART_EMPTY_STATE')}</p>;

  // The checkout view is priced for the restaurant opened last; another restaurant's cart shows its
  // items total only.
  const priced = session.restaurantId !== null && session.restaurantId === cart.restaurantId;
  const note = priced ? minOrderNote(checkout, language) : null;
  const button = priced ? orderButton(checkout, language) : { label: orderLabel(language), ready: true };
  const hint = priced ? feeHint(checkout.nextFee, language) : null;
  const total = priced ? checkout.total : cart.total;
  return (
    <>
      {cart.restaurantName !== null && <p className={styles.restaurant}>{cart.restaurantName}</p>}
      <CartLines lines={cart.items} />
      {priced && <PriceRows rows={priceRows(checkout, language)} />}
      {hint !== null && <p className={styles.feeHint}>{hint}</p>}
      {note !== null && (
        <p className={note.standing === 'blocked' ? styles.minOrder : styles.minOrderCharged}>{note.text}</p>
      )}
      <p className={styles.total}>
        <span>{t.total}</span>
        <strong>{won(total)}</strong>
      </p>
      <div
        ref={stickyOrder ? stickyBarRef : undefined}
        className={stickyOrder ? styles.orderBar : styles.order}
      >
        <Button
          className={button.ready ? undefined : styles.notReady}
          onClick={() => void dispatch({ type: 'GoToCheckout' }, { popup: true })}
        >
          {button.label}
        </Button>
      </div>
    </>
  );
}
