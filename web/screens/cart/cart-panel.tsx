// The cart ("주문표") beside the menu: a sticky right column from 768 px (CartPanel) and, on a phone,
// a bottom bar "주문표(N) · total" that opens /cart/ (CartBar): the total is the cart's 합계, and while
// the items fall short of the minimum order a second line says so (domain/cart/min-order-note.ts).
import { useDeferredValue, useId } from 'react';
import { minOrderNote } from '../../../domain/cart/min-order-note.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { RouteLink } from '../../shell/route-link.tsx';
import { useCheckoutAfterPaint } from '../../store/checkout-projection.ts';
import { useSession } from '../../store/projections.ts';
import { useCartAfterPaint } from '../../store/projections-after-paint.ts';
import { stickyBarRef } from '../../ui/sticky-bar-space.ts';
import styles from './cart.module.css';
import { cartTexts } from './cart.texts.ts';
import { CartContents } from './cart-contents.tsx';

export function CartPanel() {
  const headingId = useId();
  const t = useTexts(cartTexts);
  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t.cart}
      </h2>
      <div className={styles.panelBody}>
        <CartContents />
      </div>
    </aside>
  );
}

export function CartBar() {
  // Drawn after the change's frame: the tap that changed the cart (주문표에 추가 in the option
  // dialog) paints its own response, the dialog closing, first.
  const cart = useCartAfterPaint();
  if (cart.count === 0) return null;
  return <ShownCartBar />;
}

/** The bar itself, which keeps its height free under the footer while it shows. */
function ShownCartBar() {
  const cart = useCartAfterPaint();
  const checkout = useCheckoutAfterPaint();
  const session = useDeferredValue(useSession());
  const t = useTexts(cartTexts);
  const { language, won } = useLocale();
  const priced = session.restaurantId !== null && session.restaurantId === cart.restaurantId;
  const note = priced ? minOrderNote(checkout, language) : null;
  return (
    <div ref={stickyBarRef} className={styles.bar}>
      <RouteLink to={{ name: 'cart' }} className={styles.barLink}>
        <span className={styles.barMain}>
          <span>{t.bar(cart.count)}</span>
          <span aria-hidden="true"> · </span>
          <span>{won(priced ? checkout.total : cart.total)}</span>
        </span>
        {note !== null && <span className={styles.barNote}>{note.barText}</span>}
      </RouteLink>
    </div>
  );
}
