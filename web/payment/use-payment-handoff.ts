// The handoff of a placed online order to its payment page (spec 000 §4 "Submit outcome"), reacting
// to the checkout projection: the PG and wallet pages replace the app (and return to it); the
// mobile-card provider opens as a popup whose form post (/smilepay/next/{orderId}/) brings it back to
// the app, where this window takes over the route it came back to. A popup closed before a result is
// the customer's cancel (spec 000 §8 "Mobile-card payment": '결제를 취소하셨습니다. …'), and comes
// back to checkout as the provider's cancel would.
// Only an order placed while the screen is open is handed off: coming back to checkout after a
// declined payment must not open the payment page again.
import { useEffect, useRef, useState } from 'react';
import { mobileCardStart } from '../../domain/checkout/payment.ts';
import { paymentHandoff } from '../../domain/checkout/payment-handoff.ts';
import { hrefOf } from '../../domain/routes/route-href.ts';
import { navigateTo } from '../shell/navigation.ts';
import { useCheckout } from '../store/checkout-projection.ts';
import { PROVIDER_POPUP_NAME, popupHref, popupReturn } from './popup-return.ts';

const POPUP_FEATURES = 'popup,width=420,height=720';
const WATCH_MS = 200;

export interface PaymentHandoffState {
  /** The provider popup is open and the customer pays there. */
  readonly popup: Window | null;
}

export function usePaymentHandoff(): PaymentHandoffState {
  const checkout = useCheckout();
  const placed = checkout.stage === 'placed' ? checkout.orderNumber : null;
  // undefined until the first render: the order already placed then is not handed off again.
  const seen = useRef<string | null | undefined>(undefined);
  if (seen.current === undefined) seen.current = placed;
  const [popup, setPopup] = useState<Window | null>(null);

  useEffect(() => {
    if (placed === null || placed === seen.current) return;
    seen.current = placed;
    const handoff = paymentHandoff(checkout.redirectUrl);
    if (handoff.kind === 'leave') window.location.assign(handoff.url);
    else if (handoff.kind === 'popup') {
      const opened = window.open(handoff.url, PROVIDER_POPUP_NAME, POPUP_FEATURES);
      // A blocked popup: the provider's page opens in this window, and its form post returns here.
      if (opened === null) window.location.assign(handoff.url);
      else setPopup(opened);
    }
  }, [placed, checkout.redirectUrl]);

  useEffect(() => {
    if (popup === null) return undefined;
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        setPopup(null);
        // back at checkout as from the provider's own cancel: its popup, and the order to pay again
        const cancelled = mobileCardStart({ resultCode: null, userCancelled: true });
        if (!cancelled.ok) {
          const { code, message } = cancelled.rejection;
          navigateTo(hrefOf({ name: 'checkout', popup: { code, message } }));
        }
        return;
      }
      const back = popupReturn(popupHref(popup), window.location.origin);
      if (back === null) return;
      window.clearInterval(timer);
      popup.close();
      setPopup(null);
      navigateTo(back);
    }, WATCH_MS);
    return () => window.clearInterval(timer);
  }, [popup]);

  return { popup };
}
