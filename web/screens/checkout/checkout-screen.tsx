// /checkout/ (spec 000 §2, §4, §5): without a cart or a location it goes home or to /location; a
// cart not yet submitted (the page opened directly, or the cart changed) is submitted with
// GoToCheckout; a refused submit shows why. The code and message query parameters show their popup.
import { useEffect, useRef } from 'react';
import {
  checkoutRouteRedirect,
  needsCartSubmit,
  reopensAfterPayment,
} from '../../../domain/checkout/checkout-route.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { PaymentHandoff } from '../../payment/payment-handoff.tsx';
import { goTo, navigateTo } from '../../shell/navigation.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import { useCart, useSession } from '../../store/projections.ts';
import { Button } from '../../ui/button.tsx';
import { stickyBarRef } from '../../ui/sticky-bar-space.ts';
import styles from './checkout.module.css';
import { checkoutTexts } from './checkout.texts.ts';
import { CheckoutFormProvider, FailureBanner } from './checkout-form.tsx';
import { CommentSection } from './comment-section.tsx';
import { CouponSection } from './coupon-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { OfflineNote } from './offline-note.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaymentSection } from './payment-section.tsx';
import { SmsVerification } from './sms-verification.tsx';
import { StockPopup } from './stock-popup.tsx';
import { usePay } from './use-pay.ts';

type CheckoutRoute = Extract<Route, { name: 'checkout' }>;
/** A payment provider's return code and message (?code=…&message=…). */
type PaymentBack = { readonly code: string; readonly message: string };

/** The popup of ?code=…&message=… (a payment provider sent the customer back), shown once. */
function useQueryPopup(route: CheckoutRoute) {
  const dialogs = useDialogs();
  const say = useMessages();
  const popup = route.popup ?? null;
  // the provider's return message in the customer's language where its code is the catalogue's
  const message = popup === null ? null : say.rejection(popup);
  useEffect(() => {
    if (message === null) return;
    goTo({ name: 'checkout' }, { replace: true });
    void dialogs.alert(message);
  }, [message, dialogs]);
}

/**
 * The provider's return code (?code=…) and the order placed when it arrived: on entry (the PG and
 * wallet pages reload the app) or while the screen is open (the mobile-card popup's result, or the
 * popup closed). It reopens that order's checkout once, and no order placed after it.
 */
function usePaymentReturn(route: CheckoutRoute, placedOrder: string | null): PaymentBack | null {
  const seen = useRef<(PaymentBack & { readonly order: string | null }) | null>(null);
  const popup = route.popup ?? null;
  if (popup !== null && seen.current?.order !== placedOrder) seen.current = { ...popup, order: placedOrder };
  return seen.current !== null && seen.current.order === placedOrder ? seen.current : null;
}

/**
 * Submits the cart when nothing was submitted since it last changed; a declined or cancelled
 * payment that brought the customer back (`back`: the provider's code and message, for the placed
 * order) is ReturnFromPayment, which records it and opens the checkout again (the same path as
 * `jumun`'s AnswerPayment).
 */
function useCartSubmit(active: boolean, back: PaymentBack | null) {
  const checkout = useCheckout();
  const dispatch = useDispatch();
  const sent = useRef<string | null>(null);
  const returned = back !== null && reopensAfterPayment(checkout.stage, back.code) ? back : null;
  const submit = active && (needsCartSubmit(checkout.stage) || returned !== null);
  // one GoToCheckout for the first entry, and one ReturnFromPayment per unpaid order that came back
  const key = submit ? (checkout.stage === 'placed' ? (checkout.orderNumber ?? '') : '') : null;
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    void dispatch(
      returned === null
        ? { type: 'GoToCheckout' }
        : { type: 'ReturnFromPayment', code: returned.code, message: returned.message },
      { popup: true },
    );
  }, [key, returned, dispatch]);
}

function PayBar() {
  const { total } = useCheckout();
  const { busy, pay, stock, closeStock } = usePay();
  const t = useTexts(checkoutTexts);
  const { won } = useLocale();
  return (
    <div ref={stickyBarRef} className={styles.payBar}>
      <StockPopup problem={stock} onClose={closeStock} />
      <p className={styles.consent}>{t.consent}</p>
      <Button className={styles.pay} aria-busy={busy} aria-disabled={busy} onClick={() => void pay()}>
        {busy ? t.paying : t.pay(won(total))}
      </Button>
    </div>
  );
}

/**
 * The blocked-user check's code (its own chunk, loaded on the first check at pay) is fetched while
 * the form is filled, so paying after the connection drops still gets as far as the network.
 */
function useWarmBlocklist() {
  useEffect(() => {
    import('../../store/web-blocklist.ts').catch(() => undefined);
  }, []);
}

export default function CheckoutScreen({ route }: { readonly route: CheckoutRoute }) {
  useWarmBlocklist();
  const cart = useCart();
  const checkout = useCheckout();
  const session = useSession();
  const t = useTexts(checkoutTexts);
  const say = useMessages();
  const redirect = checkoutRouteRedirect({
    cartEmpty: cart.items.length === 0,
    locationSet: session.location !== null,
    placed: checkout.stage === 'placed',
  });
  const target = redirect === null ? null : hrefOf(redirect);
  useEffect(() => {
    if (target !== null) navigateTo(target, { replace: true });
  }, [target]);
  const paymentBack = usePaymentReturn(route, checkout.stage === 'placed' ? checkout.orderNumber : null);
  useQueryPopup(route);
  useCartSubmit(target === null, paymentBack);
  if (target !== null) return null;

  return (
    <CheckoutFormProvider>
      <main className={`page ${styles.page}`}>
        <h1 className={styles.title}>{t.title}</h1>
        <OfflineNote />
        {checkout.stage === 'failed' && (
          <p className={styles.insertError} role="alert">
            {say.message('CHECKOUT_NOT_INSERTED')}
          </p>
        )}
        <div className={styles.layout}>
          <div className={styles.form}>
            <DeliverySection />
            <PaymentSection />
            <CouponSection />
            <CommentSection />
          </div>
          <div className={styles.side}>
            <OrderSummary />
            <FailureBanner place="pay" />
            <PayBar />
          </div>
        </div>
        <SmsVerification.VerifiedNotice />
        <PaymentHandoff />
      </main>
    </CheckoutFormProvider>
  );
}
