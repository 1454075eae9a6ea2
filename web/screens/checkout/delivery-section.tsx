// 배달정보: the address (road-name first, the lot address below in grey), 상세주소 and the phone with
// its SMS verification. Values come from the checkout projection (pre-filled from the last order).
import { formatPhoneDisplay, phoneDigits } from '../../../domain/checkout/phone-display.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import { useSession } from '../../store/projections.ts';
import styles from './checkout.module.css';
import { checkoutTexts } from './checkout.texts.ts';
import { errorId, FailureBanner, FieldError, fieldId, useCheckoutForm } from './checkout-form.tsx';
import { SmsVerification } from './sms-verification.tsx';
import { useDraftField } from './use-draft-field.ts';

function AddressDetail() {
  const checkout = useCheckout();
  const dispatch = useDispatch();
  const form = useCheckoutForm();
  const t = useTexts(checkoutTexts);
  const draft = useDraftField<HTMLInputElement>('address_detail', checkout.addressDetail, (detail) => {
    void dispatch({ type: 'SetAddressDetail', detail }, { quiet: true });
  });
  const invalid = form.errors.address_detail !== undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId('address_detail')} className={styles.label}>
        {t.addressDetail}
      </label>
      <input
        ref={draft.ref}
        id={fieldId('address_detail')}
        className={styles.input}
        value={draft.value}
        placeholder={t.addressDetailPlaceholder}
        autoComplete="address-line2"
        enterKeyHint="next"
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId('address_detail') : undefined}
        onChange={(e) => {
          draft.change(e.target.value);
          if (invalid && e.target.value.trim() !== '') form.setError('address_detail', null);
        }}
        onBlur={draft.flush}
      />
      <FieldError field="address_detail" className={styles.error} />
    </div>
  );
}

function PhoneField() {
  const checkout = useCheckout();
  const dispatch = useDispatch();
  const form = useCheckoutForm();
  const t = useTexts(checkoutTexts);
  const draft = useDraftField<HTMLInputElement>('phone', checkout.phone.number, (phone) => {
    void dispatch({ type: 'SetPhone', phone }, { quiet: true });
  });
  const invalid = form.errors.phone !== undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={fieldId('phone')} className={styles.label}>
        {t.phone}
      </label>
      <div className={styles.inline}>
        <input
          ref={draft.ref}
          id={fieldId('phone')}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="010-0000-0000"
          value={formatPhoneDisplay(draft.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId('phone') : undefined}
          onChange={(e) => {
            draft.change(phoneDigits(e.target.value));
            if (invalid) form.setError('phone', null);
          }}
          onBlur={draft.flush}
        />
        <SmsVerification.RequestButton />
      </div>
      <FieldError field="phone" className={styles.error} />
      <FailureBanner place="phone" />
      <SmsVerification.CodeField />
    </div>
  );
}

export function DeliverySection() {
  const session = useSession();
  const t = useTexts(checkoutTexts);
  const location = session.location;
  const road = location?.road_address || location?.address || '';
  const lot = location?.road_address ? location.address : '';
  return (
    <section className={styles.section} aria-labelledby="checkout-delivery">
      <h2 id="checkout-delivery" className={styles.sectionTitle}>
        {t.deliveryTitle}
      </h2>
      <div className={styles.address}>
        <p className={styles.road}>{road}</p>
        {lot !== '' && lot !== road && <p className={styles.lot}>{lot}</p>}
      </div>
      <AddressDetail />
      <PhoneField />
    </section>
  );
}
