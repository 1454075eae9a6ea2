// /idinquiry/ (spec 001 §3 "Id inquiry response: username", §5 "Id inquiry succeeds only if a
// username is returned", §7): the phone gets a code (RequestSmsCode, FIND_EMAIL) and the inquiry
// sends it (FindId); the username found is shown with the way to log in.
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
import { AccountPhone } from './account-phone.tsx';
import { CODE_REFUSALS, PHONE_REFUSALS } from './refusal-fields.ts';
import { useFieldErrors } from './use-field-errors.ts';

const FORM = 'idinquiry';
const FIELDS = { phone: 'phone', code: 'code' } as const;

export default function IdInquiryScreen() {
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const errors = useFieldErrors();
  const say = useMessages();
  const t = useTexts(accountTexts);
  const { foundUsername } = useSession();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [found, setFound] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await dispatch({ type: 'FindId', phone, code }, { quiet: true });
    setBusy(false);
    if (outcome.kind === 'accepted') {
      setFound(true);
      return;
    }
    if (outcome.kind !== 'rejected') return;
    const { rejection } = outcome;
    const field = PHONE_REFUSALS.has(rejection.code)
      ? FIELDS.phone
      : CODE_REFUSALS.has(rejection.code)
        ? FIELDS.code
        : null;
    if (field === null) {
      await dialogs.alert(say.rejection(rejection));
      return;
    }
    errors.set(field, rejection);
    errors.focus(field);
  };

  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.idTitle}</h1>
      {found && foundUsername !== null ? (
        <div className={styles.form}>
          <p className={styles.result} role="status">
            {t.idFound}
            <strong>{foundUsername}</strong>
          </p>
          <a className={`${buttonClass('primary')} ${styles.submit}`} href={`#${hrefOf({ name: 'login' })}`}>
            {t.goToLogin}
          </a>
          <p className={styles.links}>
            <a href={`#${hrefOf({ name: 'pwinquiry' })}`}>{t.findPassword}</a>
          </p>
        </div>
      ) : (
        <form
          className={styles.form}
          aria-label={t.idTitle}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p className={styles.lead}>{t.idLead}</p>
          <AccountPhone
            form={FORM}
            context="FIND_EMAIL"
            phone={phone}
            onPhone={setPhone}
            code={code}
            onCode={setCode}
            errors={errors}
            fields={FIELDS}
          />
          <Button type="submit" className={styles.submit} aria-busy={busy}>
            {t.findId}
          </Button>
        </form>
      )}
    </main>
  );
}
