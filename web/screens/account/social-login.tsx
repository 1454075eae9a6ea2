// Social login (spec 001 §4 "Social login"): the naver and kakao buttons send the customer to the
// provider's consent page with a fresh state; the provider sends them back to this page with its
// token in the query (domain/account/social-login.ts providerReturn), which SocialLogIn turns into
// our session: logged in (back to where the login was opened from, or home), the social join form
// for an account not joined yet, or the provider's or the server's failure text.
// The consent pages are the reference gateway's provider pages on this origin (/sandbox/social/).
import { useEffect, useRef } from 'react';
import { providerReturn, withoutProviderReturn } from '../../../domain/account/social-login.ts';
import type { SocialOrigin } from '../../../domain/ports/account-gateway.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { navigateTo } from '../../shell/navigation.ts';
import { useWebStore } from '../../store/store-context.tsx';
import styles from './account.module.css';
import { accountTexts } from './account.texts.ts';

const STATE_KEY = 'social_login_state';

export interface PendingSocialJoin {
  readonly provider: SocialOrigin;
  readonly accessToken: string;
}

function randomState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

export function SocialButtons() {
  const { storage } = useWebStore();
  const t = useTexts(accountTexts);
  const start = (provider: SocialOrigin) => {
    const state = randomState();
    storage.set('session', STATE_KEY, state);
    const back = `${window.location.pathname}${window.location.hash}`;
    const query = new URLSearchParams({ redirect: back, state });
    window.location.assign(`/sandbox/social/${provider}?${query.toString()}`);
  };
  return (
    <div className={styles.social}>
      <button type="button" className={styles.naver} onClick={() => start('naver')}>
        {t.naverLogin}
      </button>
      <button type="button" className={styles.kakao} onClick={() => start('kakao')}>
        {t.kakaoLogin}
      </button>
    </div>
  );
}

/**
 * Reads the provider's return once, takes it out of the address, and logs in with it. A joined
 * account goes to `returnTo` (or home); an account to join calls `onJoin` with its token.
 */
export function useProviderReturn(
  returnTo: string | null,
  onJoin: (pending: PendingSocialJoin) => void,
): void {
  const { storage } = useWebStore();
  const dispatch = useDispatch();
  const dialogs = useDialogs();
  const say = useMessages();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const back = providerReturn(window.location.search, storage.get('session', STATE_KEY));
    if (back === null) return;
    storage.remove('session', STATE_KEY);
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${withoutProviderReturn(search)}${hash}`);
    void (async () => {
      const outcome = await dispatch({ type: 'SocialLogIn', ...back }, { quiet: true });
      if (outcome.kind === 'accepted') {
        navigateTo(returnTo ?? '/', { replace: true });
        return;
      }
      if (outcome.kind !== 'rejected') return;
      const { rejection } = outcome;
      if (rejection.details?.next === 'social-join') {
        dialogs.toast(say.rejection(rejection));
        onJoin(back);
        return;
      }
      await dialogs.alert(say.rejection(rejection));
      if (outcome.navigate !== undefined) navigateTo(outcome.navigate, { replace: true });
    })();
  }, [storage, dispatch, dialogs, say, returnTo, onJoin]);
}
