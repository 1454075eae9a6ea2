// The phone's SMS verification (spec 000 §4 "Phone", §5 "SMS code", §8 "SMS"): the request (then
// resend) button beside the phone, the 4-digit code field checked as soon as 4 digits are typed or
// pasted, the "남은 시간 03:30" countdown by the store's clock, the tries left, and the notice that
// closes itself after 1 s once the phone is verified. A call the service or the network failed is
// a banner with 다시 시도 (checkout-form.tsx), never the phone's or the code's message.
import { useEffect, useRef, useState } from 'react';
import { formatCountdown, smsCodeRemainingMs, smsTriesLeft } from '../../../domain/checkout/sms-code.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useCheckout } from '../../store/checkout-projection.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import styles from './checkout.module.css';
import { checkoutTexts } from './checkout.texts.ts';
import { errorId, FailureBanner, FieldError, fieldId, useCheckoutForm } from './checkout-form.tsx';
import { useNow } from './use-clock.ts';

/** spec 000 §9 "Phone verification popup closes after 1 s". */
export const VERIFIED_NOTICE_MS = 1_000;

function RequestButton() {
  const { phone } = useCheckout();
  const dispatch = useDispatch();
  const form = useCheckoutForm();
  const [busy, setBusy] = useState(false);
  const t = useTexts(checkoutTexts);
  if (phone.status === 'verified') {
    return <span className={styles.verifiedBadge}>{t.verified}</span>;
  }
  const request = async () => {
    if (busy) return;
    setBusy(true);
    form.flushAll();
    form.setError('sms_code', null);
    form.clearFailure('phone');
    const outcome = await dispatch({ type: 'RequestSmsCode' }, { quiet: true });
    setBusy(false);
    if (outcome.kind === 'rejected') {
      form.refused('phone', outcome.rejection, () => void request());
      return;
    }
    form.setError('phone', null);
    if (!outcome.events.some((e) => e.type === 'PhoneVerified')) form.focus('sms_code');
  };
  return (
    <Button tone="secondary" size="small" className={styles.smsButton} aria-busy={busy} onClick={request}>
      {phone.status === 'requested' ? t.resend : t.requestCode}
    </Button>
  );
}

function CodeField() {
  const { phone } = useCheckout();
  const dispatch = useDispatch();
  const form = useCheckoutForm();
  const [code, setCode] = useState('');
  const t = useTexts(checkoutTexts);
  const say = useMessages();
  const ref = useRef<HTMLInputElement>(null);
  const requested = phone.status === 'requested' && phone.requestedAt !== null;
  const now = useNow(requested);
  const remaining =
    requested && phone.requestedAt !== null ? smsCodeRemainingMs(phone.requestedAt, now) : null;
  const expired = remaining === 0;

  useEffect(() => form.register('sms_code', { control: () => ref.current }), [form.register]);
  // A new request (or resend) starts with an empty field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: requestedAt marks a new code
  useEffect(() => setCode(''), [phone.requestedAt]);
  useEffect(() => {
    if (expired) form.setError('sms_code', say.message('SMS_TIMEOUT'));
  }, [expired, form.setError, say]);

  if (phone.status === 'verified') return null;

  const verify = async (value: string) => {
    form.clearFailure('sms_code');
    const outcome = await dispatch({ type: 'VerifySmsCode', code: value }, { quiet: true });
    if (outcome.kind === 'rejected') {
      if (!form.refused('sms_code', outcome.rejection, () => void verify(value), false))
        ref.current?.select();
    } else form.setError('sms_code', null);
  };
  const invalid = form.errors.sms_code !== undefined;
  const tries = smsTriesLeft(phone.failedChecks);
  return (
    <div className={styles.codeBlock}>
      <label htmlFor={fieldId('sms_code')} className="visually-hidden">
        {t.code}
      </label>
      <div className={styles.inline}>
        <input
          ref={ref}
          id={fieldId('sms_code')}
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t.codePlaceholder}
          value={code}
          aria-invalid={invalid}
          aria-describedby={[invalid ? errorId('sms_code') : '', requested ? 'checkout-sms-timer' : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(e) => {
            const next = e.target.value.replace(/[\s-]/g, '').slice(0, 4);
            setCode(next);
            if (invalid && !expired) form.setError('sms_code', null);
            if (requested && /^\d{4}$/.test(next)) void verify(next);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) void verify(code);
          }}
        />
        <Button tone="secondary" size="small" className={styles.smsButton} onClick={() => void verify(code)}>
          {t.confirm}
        </Button>
      </div>
      {remaining !== null && (
        <p id="checkout-sms-timer" className={styles.timer}>
          <span role="timer">{t.timeLeft(formatCountdown(remaining))}</span>
          <span className={styles.tries}>{say.rejection(tries.notice)}</span>
        </p>
      )}
      <FieldError field="sms_code" className={styles.error} />
      <FailureBanner place="sms_code" />
    </div>
  );
}

/** "인증되었습니다." when the phone becomes verified on this screen; it closes itself after 1 s. */
function VerifiedNotice() {
  const { phone } = useCheckout();
  const form = useCheckoutForm();
  const t = useTexts(checkoutTexts);
  const say = useMessages();
  const [open, setOpen] = useState(false);
  const previous = useRef(phone.status);
  useEffect(() => {
    if (phone.status === 'verified' && previous.current !== 'verified') setOpen(true);
    previous.current = phone.status;
  }, [phone.status]);
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => {
      setOpen(false);
      form.focus('payment');
    }, VERIFIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [open, form.focus]);
  return (
    <Modal open={open} title={t.phoneVerification} variant="center" onClose={() => setOpen(false)}>
      <p className={styles.notice}>{say.message('PHONE_VERIFIED')}</p>
    </Modal>
  );
}

export const SmsVerification = { RequestButton, CodeField, VerifiedNotice };
