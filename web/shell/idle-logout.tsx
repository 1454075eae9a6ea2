// The idle watcher (spec 001 §4 "Session idle"): key, click, scroll and hash changes count as
// activity; when domain/shell/idle-logout.ts says the 30 minutes are up, LogOut runs (as an idle
// logout) and the notice shows — on cart and checkout it offers to log in again (the login screen
// returns to the previous path) or to close, which reloads the page.
import { useEffect } from 'react';
import { loginHref } from '../../domain/account/login-href.ts';
import { rejectionText } from '../../domain/i18n/rejection-text.ts';
import { viewSession } from '../../domain/projections/session-view.ts';
import { parseRoute } from '../../domain/routes/route-table.ts';
import { decideIdle, IDLE_ACTIVITY_EVENTS, IDLE_LOGOUT_MS } from '../../domain/shell/idle-logout.ts';
import { PARTNER_MODE_KEY, readPartnerMode } from '../../domain/shell/partner-session.ts';
import { useDialogs } from '../dialogs/dialogs.tsx';
import { useDispatch } from '../dialogs/use-dispatch.ts';
import { getLanguage } from '../i18n/language-store.ts';
import { useWebStore } from '../store/store-context.tsx';
import { navigateTo } from './navigation.ts';
import { shellTexts } from './shell.texts.ts';

/** The check after the deadline also runs a second later at the soonest (never a busy loop). */
const MIN_RECHECK_MS = 1_000;

export default function IdleLogout() {
  const { store, storage, clock } = useWebStore();
  const dispatch = useDispatch();
  const dialogs = useDialogs();

  useEffect(() => {
    let last = clock.now();
    const mark = () => {
      last = clock.now();
    };
    const options = { capture: true, passive: true } as const;
    // Capturing on window also hears scrolls of inner elements, which do not bubble.
    for (const type of IDLE_ACTIVITY_EVENTS) window.addEventListener(type, mark, options);

    const logOut = async (notice: string, offerRelogin: boolean) => {
      await dispatch({ type: 'LogOut', idle: true });
      if (!offerRelogin) {
        await dialogs.alert(notice);
        return;
      }
      const t = shellTexts[getLanguage()];
      const relogin = await dialogs.confirm(notice, { yes: t.logIn, no: t.close });
      // back to this screen after the login (spec 001 §4 "then returns to the previous path")
      if (relogin) navigateTo(loginHref(window.location.hash));
      else window.location.reload();
    };

    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const session = store.view(viewSession).getSnapshot();
      const mode = readPartnerMode(storage.get(PARTNER_MODE_KEY.area, PARTNER_MODE_KEY.key));
      const screen = parseRoute(window.location.hash).name;
      const decision = decideIdle(
        { loggedIn: session.loggedIn, maintainLogin: session.maintainLogin, mode },
        last,
        clock.now(),
        screen,
      );
      if (decision.kind === 'logout') {
        // in the language of the moment it shows (a switch does not restart the watch)
        void logOut(rejectionText(decision.notice, getLanguage()), decision.offerRelogin);
        return;
      }
      timer = setTimeout(check, Math.max(MIN_RECHECK_MS, last + IDLE_LOGOUT_MS - clock.now()));
    };
    timer = setTimeout(check, IDLE_LOGOUT_MS);
    return () => {
      clearTimeout(timer);
      for (const type of IDLE_ACTIVITY_EVENTS) window.removeEventListener(type, mark, options);
    };
  }, [store, storage, clock, dispatch, dialogs]);

  return null;
}
