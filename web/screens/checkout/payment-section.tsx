// 결제수단: the payment host's online methods (when the restaurant takes online payment) and the
// restaurant's on-site methods, as radios. Choosing one dispatches ChoosePayment, which asks first
// when the switch drops a discount or coupon, and refreshes the server cart on a change of kind.
import { useEffect, useRef, useState } from 'react';
import type { PaymentMethod } from '../../../domain/checkout/payment.ts';
import { type PaymentOption, paymentOptions } from '../../../domain/checkout/payment-options.ts';
import { PARTNER_MODE_KEY, readPartnerMode } from '../../../domain/shell/partner-session.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { useQuery } from '../../store/use-query.ts';
import { RetryBanner } from '../../ui/retry-banner.tsx';
import styles from './checkout.module.css';
import { checkoutTexts } from './checkout.texts.ts';
import { errorId, FailureBanner, FieldError, useCheckoutForm } from './checkout-form.tsx';
import { useCheckoutRestaurant } from './use-checkout-restaurant.ts';

function Options({
  title,
  options,
  chosen,
  onChoose,
}: {
  readonly title: string;
  readonly options: readonly PaymentOption[];
  readonly chosen: string | null;
  readonly onChoose: (method: PaymentMethod) => void;
}) {
  if (options.length === 0) return null;
  return (
    <div className={styles.paymentGroup}>
      <p className={styles.paymentGroupTitle} aria-hidden="true">
        {title}
      </p>
      <div className={styles.paymentGrid}>
        {options.map((option) => (
          <label key={option.method} className={styles.paymentOption}>
            <input
              type="radio"
              name="checkout-payment"
              value={option.method}
              checked={chosen === option.method}
              onChange={() => onChoose(option.method)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

export function PaymentSection() {
  const checkout = useCheckout();
  const restaurant = useCheckoutRestaurant();
  const dispatch = useDispatch();
  const form = useCheckoutForm();
  const language = useLanguage();
  const t = useTexts(checkoutTexts);
  const say = useMessages();
  const { gateway, storage } = useWebStore();
  const takesOnline = restaurant?.payment_methods.includes('online') ?? false;
  const host = useQuery(
    takesOnline ? 'payment-methods' : null,
    () => gateway.paymentMethods(),
    'SERVICE_PROBLEM',
  );
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // The radio shows the choice at once; the store's answer (or a "no" to its question) settles it.
  const [choosing, setChoosing] = useState<string | null>(null);
  useEffect(
    () =>
      form.register('payment', {
        control: () =>
          fieldset.current?.querySelector<HTMLInputElement>('input:checked, input[type="radio"]') ?? null,
      }),
    [form.register],
  );
  if (restaurant === null) return null;
  const options = paymentOptions({
    restaurant,
    hostMethods: host.status === 'ok' ? host.data : null,
    partnerApp: readPartnerMode(storage.get(PARTNER_MODE_KEY.area, PARTNER_MODE_KEY.key)) === 'embedded',
    language,
  });
  const choose = async (payment: PaymentMethod) => {
    form.setError('payment', null);
    form.clearFailure('payment');
    setChoosing(payment);
    const outcome = await dispatch({ type: 'ChoosePayment', payment }, { quiet: true });
    setChoosing(null);
    if (outcome.kind === 'rejected')
      form.refused('payment', outcome.rejection, () => void choose(payment), false);
  };
  const invalid = form.errors.payment !== undefined;
  return (
    <section className={styles.section} aria-labelledby="checkout-payment-title">
      <fieldset
        ref={fieldset}
        className={styles.fieldset}
        aria-describedby={invalid ? errorId('payment') : undefined}
        aria-invalid={invalid}
      >
        <legend id="checkout-payment-title" className={styles.sectionTitle}>
          {t.paymentTitle}
        </legend>
        {takesOnline && host.status === 'loading' && (
          <p className={`${styles.muted} ${styles.paymentLoading}`}>{t.paymentLoading}</p>
        )}
        {takesOnline && host.status === 'error' && (
          <RetryBanner className={styles.failure} message={say.rejection(host)} onRetry={host.reload} />
        )}
        <Options
          title={t.online}
          options={options.online}
          chosen={choosing ?? checkout.payment}
          onChoose={choose}
        />
        <Options
          title={t.onSite}
          options={options.onSite}
          chosen={choosing ?? checkout.payment}
          onChoose={choose}
        />
        <FieldError field="payment" className={styles.error} />
        <FailureBanner place="payment" />
      </fieldset>
    </section>
  );
}
