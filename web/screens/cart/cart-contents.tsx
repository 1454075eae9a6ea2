// The cart ("주문표") as the column and the phone page show it: lines, the delivery fee, discounts,
// the minimum-order note in red until met, the total on cream, and 주문하기 (GoToCheckout, whose
// dialogs the dispatch layer asks). Every amount comes from the cart and checkout projections.
import { minOrderNote } from '../../../domain/cart/min-order-note.ts';
import { formatMessage } from '../../../domain/messages.ts';
import { formatWon } from '../../../domain/money.ts';
import { priceRows } from '../../../domain/pricing/price-rows.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useCart, useCheckout, useSession } from '../../store/projections.ts';
import { Button } from '../../ui/button.tsx';
import { PriceRows } from '../../ui/price-rows.tsx';
import styles from './cart.module.css';
import { CartLines } from './cart-lines.tsx';

export function CartContents({ stickyOrder = false }: { readonly stickyOrder?: boolean }) {
  const cart = useCart();
  const checkout = useCheckout();
  const session = useSession();
  const dispatch = useDispatch();

  if (cart.items.length === 0) return <p className={styles.empty}>{formatMessage('CART_EMPTY_STATE')}</p>;

  // The checkout view is priced for the restaurant opened last; another restaurant's cart shows its
  // items total only.
  const priced = session.restaurantId !== null && session.restaurantId === cart.restaurantId;
  const note = priced ? minOrderNote(checkout) : null;
  const total = priced ? checkout.total : cart.total;
  return (
    <>
      {cart.restaurantName !== null && <p className={styles.restaurant}>{cart.restaurantName}</p>}
      <CartLines lines={cart.items} />
      {priced && <PriceRows rows={priceRows(checkout)} />}
      {note !== null && (
        <p className={styles.minOrder}>
          최소 주문 금액 {formatWon(note.min)}까지 {formatWon(note.shortfall)} 남았습니다.
        </p>
      )}
      <p className={styles.total}>
        <span>합계</span>
        <strong>{formatWon(total)}</strong>
      </p>
      <div className={stickyOrder ? styles.orderBar : styles.order}>
        <Button onClick={() => void dispatch({ type: 'GoToCheckout' }, { popup: true })}>주문하기</Button>
      </div>
    </>
  );
}
