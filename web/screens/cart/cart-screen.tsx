// /cart/: the cart on a phone. Elsewhere, or with nothing to show, it goes to the restaurant page or
// home (spec 000 §2; the rule is domain/cart/cart-route.ts).
import { useEffect } from 'react';
import { cartRouteRedirect } from '../../../domain/cart/cart-route.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { useCart, useSession } from '../../store/projections.ts';
import { usePhoneWidth } from '../../ui/use-phone-width.ts';
import styles from './cart.module.css';
import { cartTexts } from './cart.texts.ts';
import { CartContents } from './cart-contents.tsx';

export default function CartScreen() {
  const cart = useCart();
  const session = useSession();
  const mobile = usePhoneWidth();
  const t = useTexts(cartTexts);
  const redirect = cartRouteRedirect({
    mobile,
    restaurantId: cart.restaurantId,
    lines: cart.items,
    lastRestaurantId: session.restaurantId,
  });
  const target = redirect === null ? null : hrefOf(redirect);
  useEffect(() => {
    if (target !== null) navigateTo(target, { replace: true });
  }, [target]);
  if (target !== null) return null;

  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t.cart}</h1>
      <CartContents stickyOrder />
    </main>
  );
}
