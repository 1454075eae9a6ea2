// 할인: the coupon code and its apply button (the store tries a disuse first, then checks); once
// verified the code is fixed and the button cancels, asking 'cancel the coupon and re-enter?'. The
// messages show beside the field; a phone still to verify is pointed at the phone.
import { useState } from 'react';
import { checkoutFieldOf } from '../../../domain/checkout/form-field.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import { Button } from '../../ui/button.tsx';
import styles from './checkout.module.css';
import { checkoutTexts } from './checkout.texts.ts';
import { errorId, FailureBanner, FieldError, fieldId, useCheckoutForm } from './checkout-form.tsx';
import { useDraftField } from './use-draft-field.ts';

export function CouponSection() {
  const checkout = useCheckout();
  const dispatch = useDispatch();
  const form = useCheckoutForm();
  const [busy, setBusy] = useState(false);
  const t = useTexts(checkoutTexts);
  const { won } = useLocale();
  const say = useMessages();
  const verified = checkout.coupon.status === 'verified';
  const draft = useDraftField<HTMLInputElement>('coupon', checkout.couponInput, (code) => {
    void dispatch({ type: 'EnterCouponCode', code }, { quiet: true });
  });

  const apply = async () => {
    if (busy) return;
    setBusy(true);
    form.setError('coupon', null);
    form.clearFailure('coupon');
    form.flushAll();
    const outcome = verified
      ? await dispatch({ type: 'CancelCoupon' }, { quiet: true })
      : await dispatch({ type: 'ApplyCoupon' }, { quiet: true });
    setBusy(false);
    if (outcome.kind === 'rejected') {
      const field = checkoutFieldOf(outcome.rejection.code) === 'phone' ? 'phone' : 'coupon';
      form.refused(field, outcome.rejection, () => void apply());
    } else if (verified && outcome.kind === 'accepted') draft.ref.current?.focus();
  };
  const invalid = form.errors.coupon !== undefined;
  return (
    <section className={styles.section} aria-labelledby="checkout-coupon-title">
      <h2 id="checkout-coupon-title" className={styles.sectionTitle}>
        {t.discountTitle}
      </h2>
      <label htmlFor={fieldId('coupon')} className={styles.label}>
        {t.coupon}
      </label>
      <div className={styles.inline}>
        <input
          ref={draft.ref}
          id={fieldId('coupon')}
          className={styles.input}
          value={verified ? (checkout.coupon.code ?? draft.value) : draft.value}
          readOnly={verified}
          disabled={!checkout.canUseCoupon}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t.couponPlaceholder}
          aria-invalid={invalid}
          aria-describedby={
            [invalid ? errorId('coupon') : '', verified ? 'checkout-coupon-applied' : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(e) => {
            draft.change(e.target.value);
            if (invalid) form.setError('coupon', null);
          }}
          onBlur={draft.flush}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) void apply();
          }}
        />
        <Button
          tone="secondary"
          size="small"
          className={styles.smsButton}
          aria-busy={busy}
          disabled={!checkout.canUseCoupon}
          onClick={() => void apply()}
        >
          {verified ? t.cancelCoupon : t.applyCoupon}
        </Button>
      </div>
      {verified && (
        <p id="checkout-coupon-applied" className={styles.applied}>
          {t.couponApplied(won(checkout.coupon.amount))}
        </p>
      )}
      {!checkout.canUseCoupon && <p className={styles.muted}>{say.message('COUPON_NOT_USABLE')}</p>}
      <FieldError field="coupon" className={styles.error} />
      <FailureBanner place="coupon" />
    </section>
  );
}
