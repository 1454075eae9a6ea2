// The account forms' phone (spec 001 §4 "Join": unverified → SMS requested → verified; §5 "SMS
// code"): the number, the request (then resend) button, the 4-digit code with the "남은 시간"
// countdown. RequestSmsCode answers each SMS result (dup_veri_trial verifies at once;
// banned_number, invalid_number and sms_error show their message and request nothing). A join
// checks the code as soon as 4 digits are typed (VerifySmsCode, REGISTER); the id inquiry sends
// its code with the inquiry (FIND_EMAIL), so its field only collects it.

import { normalizePhone } from '../../../domain/checkout/phone-number.ts';
import { formatCountdown, smsCodeRemainingMs } from '../../../domain/checkout/sms-code.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useSession } from '../../store/projections.ts';
import { Button } from '../../ui/button.tsx';
import { useNow } from '../checkout/use-clock.ts';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';
import { FieldError, invalidProps } from './field-error.tsx';
import type { FieldErrors } from './use-field-errors.ts';

export interface AccountPhoneProps {
  readonly form: string;
  readonly context: 'REGISTER' | 'FIND_EMAIL';
  readonly phone: string;
  readonly onPhone: (phone: string) => void;
  readonly code: string;
  readonly onCode: (code: string) => void;
  readonly errors: FieldErrors;
  /** The form's field names for the phone and the code (their errors and focus). */
  readonly fields?: { readonly phone: string; readonly code: string };
  /** The server found the verification too old (SMS_OLD_CODE): verify again. */
  readonly stale?: boolean;
  /** A code was requested (or the server found the phone verified): a stale verification is over. */
  readonly onRequested?: () => void;
}

export function AccountPhone({
  form,
  context,
  phone,
  onPhone,
  code,
  onCode,
  errors,
  fields = { phone: 'phone', code: 'sms_verify_code' },
  stale = false,
  onRequested,
}: AccountPhoneProps) {
  const dispatch = useDispatch();
  const say = useMessages();
  const t = useTexts(accountTexts);
  const { accountPhone } = useSession();
  const mine = accountPhone.context === context && accountPhone.number === normalizePhone(phone);
  const status = mine ? accountPhone.status : 'unverified';
  const requested = status === 'requested' && accountPhone.requestedAt !== null;
  const now = useNow(requested);
  const remaining =
    requested && accountPhone.requestedAt !== null ? smsCodeRemainingMs(accountPhone.requestedAt, now) : null;
  const verified = status === 'verified' && !stale;

  const request = async () => {
    errors.set(fields.code, null);
    const outcome = await dispatch({ type: 'RequestSmsCode', phone, context }, { quiet: true });
    if (outcome.kind === 'rejected') {
      errors.set(fields.phone, outcome.rejection);
      errors.focus(fields.phone);
      return;
    }
    errors.set(fields.phone, null);
    onRequested?.();
    if (outcome.events.some((e) => e.type === 'PhoneVerified')) return;
    onCode('');
    errors.focus(fields.code);
  };

  const verify = async (value: string) => {
    const outcome = await dispatch(
      { type: 'VerifySmsCode', code: value, context: 'REGISTER' },
      { quiet: true },
    );
    if (outcome.kind === 'rejected') errors.set(fields.code, outcome.rejection);
    else errors.set(fields.code, null);
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${form}-phone`}>
        {t.phone}
      </label>
      <div className={styles.inline}>
        <input
          ref={errors.ref(fields.phone)}
          id={`${form}-phone`}
          className={styles.input}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-1234-5678"
          value={phone}
          readOnly={verified}
          onChange={(e) => {
            onPhone(e.target.value);
            errors.set(fields.phone, null);
          }}
          {...invalidProps(form, fields.phone, errors)}
        />
        {verified ? (
          <span className={styles.verified}>{t.verified}</span>
        ) : (
          <Button tone="secondary" size="small" className={styles.sideButton} onClick={() => void request()}>
            {requested ? t.resend : t.requestCode}
          </Button>
        )}
      </div>
      <FieldError form={form} field={fields.phone} errors={errors} />
      {!verified && (
        <>
          <label className={`${styles.label} ${styles.codeLabel}`} htmlFor={`${form}-code`}>
            {t.code}
          </label>
          <input
            ref={errors.ref(fields.code)}
            id={`${form}-code`}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t.codePlaceholder}
            value={code}
            onChange={(e) => {
              const next = e.target.value.replace(/[\s-]/g, '').slice(0, 4);
              onCode(next);
              errors.set(fields.code, null);
              if (context === 'REGISTER' && requested && /^\d{4}$/.test(next)) void verify(next);
            }}
            {...invalidProps(form, fields.code, errors)}
          />
          {remaining !== null && (
            <p className={styles.timer}>
              <span role="timer">{t.timeLeft(formatCountdown(remaining))}</span>
              {remaining === 0 && <span>{say.message('SMS_TIMEOUT')}</span>}
            </p>
          )}
          <FieldError form={form} field={fields.code} errors={errors} />
        </>
      )}
    </div>
  );
}
