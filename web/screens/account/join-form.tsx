// The e-mail join form (spec 001 §3 "Join form", §4 "Join", §5): e-mail, password and its
// confirmation, nickname, the phone verified by SMS, the consents with agree-all. Join checks the
// form in order and names the first failing field, which is shown and focused here. After joining
// it asks "stay logged in?": yes logs in and goes home, no goes to the login screen.
import { useState } from 'react';
import type { Agreements } from '../../../domain/account/join-phone.ts';
import type { Command } from '../../../domain/commands/commands.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';
import { AccountPhone } from './account-phone.tsx';
import { AgreementsBox, noAgreements } from './agreements.tsx';
import { FieldError, invalidProps } from './field-error.tsx';
import { CODE_REFUSALS } from './refusal-fields.ts';
import { useFieldErrors } from './use-field-errors.ts';

const FORM = 'join';

interface JoinFields {
  readonly email: string;
  readonly password: string;
  readonly confirm_password: string;
  readonly nickname: string;
}

const TEXT_FIELDS: readonly {
  readonly field: keyof JoinFields;
  readonly label: 'email' | 'password' | 'confirmPassword' | 'nickname';
  readonly type: string;
  readonly autoComplete: string;
  readonly hint?: 'passwordHint';
}[] = [
  { field: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  {
    field: 'password',
    label: 'password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'passwordHint',
  },
  { field: 'confirm_password', label: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
  { field: 'nickname', label: 'nickname', type: 'text', autoComplete: 'nickname' },
];

export function JoinForm() {
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const { store } = useWebStore();
  const errors = useFieldErrors();
  const say = useMessages();
  const t = useTexts(accountTexts);
  const [fields, setFields] = useState<JoinFields>({
    email: '',
    password: '',
    confirm_password: '',
    nickname: '',
  });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreements, setAgreements] = useState<Agreements>(noAgreements);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    errors.clear();
    const command: Command = {
      type: 'Join',
      email: fields.email,
      password: fields.password,
      confirmPassword: fields.confirm_password,
      nickname: fields.nickname,
      phone,
      agreements,
      ...(code === '' ? {} : { smsCode: code }),
    };
    // The store itself: "stay logged in?" is asked here with its own answers (예 / 아니오).
    const outcome = await store.dispatch(command);
    setBusy(false);
    if (outcome.kind === 'rejected') {
      if (errors.show(outcome.rejection)) return;
      // The verification is too old: the phone is to be verified again.
      if (outcome.rejection.code === 'SMS_OLD_CODE') setStale(true);
      // A refusal of the typed-in code belongs to the code field; others (the old-code answer
      // among them) are a popup.
      if (CODE_REFUSALS.has(outcome.rejection.code)) {
        errors.set('sms_verify_code', outcome.rejection);
        errors.focus('sms_verify_code');
      } else await dialogs.alert(say.rejection(outcome.rejection));
      return;
    }
    if (outcome.kind !== 'needs-confirmation') return;
    const stay = await dialogs.confirm(say.rejection(outcome.rejection), { yes: t.yes, no: t.no });
    await dispatch({ ...command, confirmed: stay }, { popup: true });
  };

  return (
    <form
      className={styles.form}
      aria-label={t.join}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {TEXT_FIELDS.map((f) => (
        <div className={styles.field} key={f.field}>
          <label className={styles.label} htmlFor={`${FORM}-${f.field}`}>
            {t[f.label]}
          </label>
          <input
            ref={errors.ref(f.field)}
            id={`${FORM}-${f.field}`}
            className={styles.input}
            type={f.type}
            autoComplete={f.autoComplete}
            value={fields[f.field]}
            onChange={(e) => {
              setFields({ ...fields, [f.field]: e.target.value });
              errors.set(f.field, null);
            }}
            {...invalidProps(FORM, f.field, errors)}
          />
          {f.hint !== undefined && <p className={styles.hint}>{t[f.hint]}</p>}
          <FieldError form={FORM} field={f.field} errors={errors} />
        </div>
      ))}
      <AccountPhone
        form={FORM}
        context="REGISTER"
        phone={phone}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        errors={errors}
        stale={stale}
        onRequested={() => setStale(false)}
      />
      <AgreementsBox form={FORM} value={agreements} onChange={setAgreements} errors={errors} />
      <Button type="submit" className={styles.submit} aria-busy={busy}>
        {t.joinButton}
      </Button>
    </form>
  );
}
