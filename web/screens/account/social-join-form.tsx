// The social join form (spec 001 §4 "Social join sets is_signed_up on success", §5 "Social join
// skips e-mail and password unless e-mail is needed"): shown when social login found the provider
// account not joined. The phone verified by SMS and the consents; the e-mail only when the
// provider gave none. SocialJoin then opens the session with the provider's token.
import { useState } from 'react';
import type { Agreements } from '../../../domain/account/join-phone.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { useSession } from '../../store/projections.ts';
import { Button } from '../../ui/button.tsx';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';
import { AccountPhone } from './account-phone.tsx';
import { AgreementsBox, noAgreements } from './agreements.tsx';
import { EmailField } from './email-field.tsx';
import { CODE_REFUSALS } from './refusal-fields.ts';
import type { PendingSocialJoin } from './social-login.tsx';
import { useFieldErrors } from './use-field-errors.ts';

const FORM = 'socialjoin';

export function SocialJoinForm({
  pending,
  returnTo,
}: {
  readonly pending: PendingSocialJoin;
  readonly returnTo: string | null;
}) {
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const errors = useFieldErrors();
  const say = useMessages();
  const t = useTexts(accountTexts);
  const provider = t[pending.provider];
  const { socialJoin } = useSession();
  const providerEmail = socialJoin?.provider === pending.provider ? socialJoin.email : null;
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreements, setAgreements] = useState<Agreements>(noAgreements);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    errors.clear();
    const outcome = await dispatch(
      {
        type: 'SocialJoin',
        provider: pending.provider,
        accessToken: pending.accessToken,
        phone,
        agreements,
        ...(providerEmail === null ? { email } : {}),
        ...(code === '' ? {} : { smsCode: code }),
      },
      { quiet: true },
    );
    setBusy(false);
    if (outcome.kind === 'accepted') {
      navigateTo(returnTo ?? '/', { replace: true });
      return;
    }
    if (outcome.kind !== 'rejected') return;
    if (errors.show(outcome.rejection)) return;
    if (CODE_REFUSALS.has(outcome.rejection.code)) {
      errors.set('sms_verify_code', outcome.rejection);
      errors.focus('sms_verify_code');
    } else await dialogs.alert(say.rejection(outcome.rejection));
  };

  return (
    <form
      className={styles.form}
      aria-label={t.socialJoin(provider)}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className={styles.lead}>{t.socialLead(provider, providerEmail)}</p>
      {providerEmail === null && <EmailField form={FORM} value={email} onChange={setEmail} errors={errors} />}
      <AccountPhone
        form={FORM}
        context="REGISTER"
        phone={phone}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        errors={errors}
      />
      <AgreementsBox form={FORM} value={agreements} onChange={setAgreements} errors={errors} />
      <Button type="submit" className={styles.submit} aria-busy={busy}>
        {t.joinButton}
      </Button>
    </form>
  );
}
