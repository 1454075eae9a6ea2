// The header's login/logout control (spec 001 §2 "Login/logout control"), drawn from the session
// projection: a guest gets the link to /login/, a member the button that runs LogOut.
import { useDispatch } from '../dialogs/use-dispatch.ts';
import { useSession } from '../store/projections.ts';
import styles from './header.module.css';
import { RouteLink } from './route-link.tsx';

export function AccountControl() {
  const { loggedIn } = useSession();
  const dispatch = useDispatch();
  if (!loggedIn)
    return (
      <RouteLink to={{ name: 'login' }} className={styles.account}>
        로그인
      </RouteLink>
    );
  return (
    <button type="button" className={styles.account} onClick={() => void dispatch({ type: 'LogOut' })}>
      로그아웃
    </button>
  );
}
