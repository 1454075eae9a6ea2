// /withdraw/ (spec 001 §3 "Withdraw reasons", §4 "Withdraw. Choose reason, confirm, submit, popup,
// log out, home. Without login: popup then redirect to login.", §5, §8): the six reasons, the ETC
// text (10+ characters), then Withdraw asks to confirm; after it the popup, and home logged out.
import { useEffect, useRef, useState } from 'react';
import { loginHref } from '../../../domain/account/login-href.ts';
import {
  WITHDRAW_REASONS,
  WITHDRAW_TEXT_MIN_LENGTH,
  type WithdrawReason,
  withdrawAccess,
  withdrawReasonLabel,
} from '../../../domain/account/withdrawal.ts';
import { hrefOf, paths } from '../../../domain/routes/route-href.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useLanguage } from '../../i18n/language-store.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { useSession } from '../../store/projections.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';
import { FieldError, invalidProps } from './field-error.tsx';
import { useFieldErrors } from './use-field-errors.ts';

const FORM = 'withdraw';
const FIELD_OF: Readonly<Record<string, string>> = {
  WITHDRAW_REASON_REQUIRED: 'reason',
  WITHDRAW_TEXT_TOO_SHORT: 'text',
};

/** Without login: the popup, then the login page (which comes back here). */
function useLoginFirst(loggedIn: boolean): boolean {
  const dialogs = useDialogs();
  const say = useMessages();
  const asked = useRef(false);
  const access = withdrawAccess(loggedIn);
  const refusal = access.ok ? null : say.rejection(access.rejection);
  useEffect(() => {
    if (refusal === null || asked.current) return;
    asked.current = true;
    void dialogs.alert(refusal).then(() => navigateTo(loginHref(hrefOf({ name: 'withdraw' }))));
  }, [refusal, dialogs]);
  return access.ok;
}

export default function WithdrawScreen() {
  const { store } = useWebStore();
  const dialogs = useDialogs();
  const errors = useFieldErrors();
  const say = useMessages();
  const t = useTexts(accountTexts);
  const language = useLanguage();
  const session = useSession();
  const [reason, setReason] = useState<WithdrawReason | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  // Withdrawing logs out: from the confirmed dispatch on, the page is leaving, not asking for a login.
  const leaving = useRef(false);
  const allowed = useLoginFirst(session.loggedIn || leaving.current);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const command = { type: 'Withdraw', reason: reason ?? '', text } as const;
    let outcome = await store.dispatch(command);
    if (outcome.kind === 'needs-confirmation') {
      const yes = await dialogs.confirm(say.rejection(outcome.rejection), {
        yes: t.withdrawButton,
        no: t.cancel,
      });
      leaving.current = yes;
      outcome = yes ? await store.dispatch({ ...command, confirmed: true }) : outcome;
      if (outcome.kind !== 'accepted') leaving.current = false;
    }
    setBusy(false);
    if (outcome.kind === 'rejected') {
      const field = FIELD_OF[outcome.rejection.code];
      if (field === undefined) await dialogs.alert(say.rejection(outcome.rejection));
      else {
        errors.set(field, outcome.rejection);
        errors.focus(field);
      }
      if (outcome.navigate !== undefined) navigateTo(outcome.navigate);
      return;
    }
    if (outcome.kind !== 'accepted') return;
    await dialogs.alert(say.message('WITHDRAW_DONE'));
    navigateTo(outcome.navigate ?? paths.home);
  };

  if (!allowed) return <main className={`page ${styles.page}`} aria-busy="true" />;
  const count = [...text.trim()].length;
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.withdraw}</h1>
      <form
        className={styles.form}
        aria-label={t.withdraw}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className={styles.lead}>{t.withdrawLead}</p>
        <fieldset className={styles.fieldset} {...invalidProps(FORM, 'reason', errors)}>
          <legend className={styles.label}>{t.withdrawReason}</legend>
          {WITHDRAW_REASONS.map((r, i) => (
            <label className={styles.check} key={r}>
              <input
                ref={i === 0 ? errors.ref('reason') : undefined}
                type="radio"
                name="withdraw-reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  errors.clear();
                }}
              />
              {withdrawReasonLabel(r, language)}
            </label>
          ))}
          <FieldError form={FORM} field="reason" errors={errors} />
        </fieldset>
        {reason === 'ETC' && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${FORM}-text`}>
              {t.otherReason}
            </label>
            <textarea
              ref={errors.ref('text')}
              id={`${FORM}-text`}
              className={`${styles.input} ${styles.textarea}`}
              value={text}
              placeholder={t.otherPlaceholder(WITHDRAW_TEXT_MIN_LENGTH)}
              onChange={(e) => {
                setText(e.target.value);
                errors.set('text', null);
              }}
              {...invalidProps(FORM, 'text', errors)}
            />
            <p className={styles.hint} aria-live="polite">
              {t.otherCount(count, WITHDRAW_TEXT_MIN_LENGTH)}
            </p>
            <FieldError form={FORM} field="text" errors={errors} />
          </div>
        )}
        <Button type="submit" className={styles.submit} aria-busy={busy}>
          {t.withdrawButton}
        </Button>
      </form>
    </main>
  );
}
