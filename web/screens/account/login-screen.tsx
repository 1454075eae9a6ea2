// /login/ (spec 001 §2 "Login screen: e-mail and password, a keep-me-logged-in choice (default
// true), a captcha on demand, and social login buttons"). The join form is reached from here
// (/login/?join; /join/ redirects to /login/). A member who opens it sees who is logged in, the
// logout control and the way to withdraw.
import { useState } from 'react';
import { isJoinView, joinHref } from '../../../domain/account/login-href.ts';
import { returnTargetOf } from '../../../domain/account/return-target.ts';
import { hrefOf } from '../../../domain/routes/route-href.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useTexts } from '../../i18n/use-texts.ts';
import { useAppLocation } from '../../shell/navigation.ts';
import { useSession } from '../../store/projections.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { Button } from '../../ui/button.tsx';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';
import { JoinForm } from './join-form.tsx';
import { logOut } from './log-out.ts';
import { LoginForm } from './login-form.tsx';
import { SocialJoinForm } from './social-join-form.tsx';
import { type PendingSocialJoin, SocialButtons, useProviderReturn } from './social-login.tsx';

function MemberPanel({ email }: { readonly email: string | null }) {
  const { store } = useWebStore();
  const dialogs = useDialogs();
  const t = useTexts(accountTexts);
  return (
    <>
      <p className={styles.result}>
        {t.loggedIn}
        {email !== null && email !== '' && <strong>{email}</strong>}
      </p>
      <Button tone="secondary" className={styles.submit} onClick={() => void logOut(store, dialogs)}>
        {t.logOut}
      </Button>
      <p className={styles.links}>
        <a href={`#${hrefOf({ name: 'withdraw' })}`}>{t.withdraw}</a>
      </p>
    </>
  );
}

export default function LoginScreen() {
  const session = useSession();
  const t = useTexts(accountTexts);
  const [location] = useAppLocation();
  const returnTo = returnTargetOf(location);
  const [socialJoin, setSocialJoin] = useState<PendingSocialJoin | null>(null);
  useProviderReturn(returnTo, setSocialJoin);
  if (!session.loggedIn && socialJoin !== null) {
    return (
      <main className={`page ${styles.page}`}>
        <h1 className={styles.title}>{t.join}</h1>
        <SocialJoinForm pending={socialJoin} returnTo={returnTo} />
      </main>
    );
  }
  if (!session.loggedIn && isJoinView(location)) {
    return (
      <main className={`page ${styles.page}`}>
        <h1 className={styles.title}>{t.join}</h1>
        <JoinForm />
        <p className={styles.links}>
          <a href={`#${hrefOf({ name: 'login' })}`}>{t.alreadyMember}</a>
        </p>
      </main>
    );
  }
  return (
    <main className={`page ${styles.page}`}>
      <h1 className={styles.title}>{t.login}</h1>
      {session.loggedIn ? (
        <MemberPanel email={session.email} />
      ) : (
        <div className={styles.form}>
          <LoginForm returnTo={returnTo} />
          <p className={styles.links}>
            <a href={`#${joinHref}`}>{t.join}</a>
            <a href={`#${hrefOf({ name: 'idinquiry' })}`}>{t.findId}</a>
            <a href={`#${hrefOf({ name: 'pwinquiry' })}`}>{t.findPassword}</a>
          </p>
          <p className={styles.divider}>{t.or}</p>
          <SocialButtons />
        </div>
      )}
    </main>
  );
}
