// The header's login/logout control (spec 001 §2 "Login/logout control"): a guest gets the login
// link, which brings them back to this page after the login; a member gets the logout button, whose
// action loads on the click (the first screen's budget).
import { loginHref } from '../../domain/account/login-href.ts';
import { LOGIN_LINK_ATTRIBUTE } from '../boot/first-screen-markup.ts';
import { useDialogs } from '../dialogs/dialogs.tsx';
import { useTexts } from '../i18n/use-texts.ts';
import { useSession } from '../store/projections.ts';
import { useWebStore } from '../store/store-context.tsx';
import styles from './header.module.css';
import { useAppLocation } from './navigation.ts';
import { shellTexts } from './shell.texts.ts';

export function AccountLink() {
  const session = useSession();
  const { store } = useWebStore();
  const dialogs = useDialogs();
  const [location] = useAppLocation();
  const t = useTexts(shellTexts);
  if (session.loggedIn) {
    const logOut = async () => (await import('../screens/account/log-out.ts')).logOut(store, dialogs);
    return (
      <button type="button" className={styles.account} onClick={() => void logOut()}>
        {t.logOut}
      </button>
    );
  }
  return (
    <a className={styles.account} href={`#${loginHref(location)}`} {...{ [LOGIN_LINK_ATTRIBUTE]: '' }}>
      {t.logIn}
    </a>
  );
}
