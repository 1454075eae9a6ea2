// /pwinquiry/ (spec 001 §7 "Password inquiry | POST /v1/find-password | email", §8 "Password
// inquiry failure: message or "서비스에 문제가 발생했습니다. 잠시뒤 다시 시도해주세요.""): the e-mail,
// then the notice that the reset guide was sent.
import { useState } from 'react';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useSession } from '../../store/projections.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';
import { EmailField } from './email-field.tsx';
import { useFieldErrors } from './use-field-errors.ts';

const FORM = 'pwinquiry';
const EMAIL_REFUSALS: ReadonlySet<string> = new Set(['JOIN_EMAIL_REQUIRED', 'JOIN_EMAIL_INVALID']);

export default function PasswordInquiryScreen() {
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const errors = useFieldErrors();
  const say = useMessages();
  const t = useTexts(accountTexts);
  const { passwordInquiryEmail } = useSession();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await dispatch({ type: 'FindPassword', email }, { quiet: true });
    setBusy(false);
    if (outcome.kind === 'accepted') {
      setSent(true);
      return;
    }
    if (outcome.kind !== 'rejected') return;
    if (EMAIL_REFUSALS.has(outcome.rejection.code)) {
      errors.set('email', outcome.rejection);
      errors.focus('email');
    } else await dialogs.alert(say.rejection(outcome.rejection));
  };

  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.passwordTitle}</h1>
      {sent && passwordInquiryEmail !== null ? (
        <div className={styles.form}>
          <p className={styles.result} role="status">
            {say.message('PASSWORD_INQUIRY_SENT')}
            <strong>{passwordInquiryEmail}</strong>
          </p>
          <a className={`${buttonClass('primary')} ${styles.submit}`} href={`#${hrefOf({ name: 'login' })}`}>
            {t.goToLogin}
          </a>
        </div>
      ) : (
        <form
          className={styles.form}
          aria-label={t.passwordTitle}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className={styles.lead}>{t.passwordLead}</p>
          <EmailField form={FORM} value={email} onChange={setEmail} errors={errors} />
          <Button type="submit" className={styles.submit} aria-busy={busy}>
            {t.passwordSubmit}
          </Button>
        </form>
      )}
    </main>
  );
}
