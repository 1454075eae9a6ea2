// The app-download banner on mobile (spec 001 §2 "App download banner or splash on mobile", §4 "It
// can be hidden for 1 day by a cookie"): on home, under the header, when
// domain/shell/app-download-splash.ts says so. 오늘 하루 보지 않기 writes the cookie; 닫기 hides it
// for this visit of home only. Decision: only home shows it, so no ordering screen is pushed down.
import { useState } from 'react';
import {
  shouldShowAppDownloadSplash,
  splashHiddenAt,
  splashHidingCookie,
} from '../../domain/shell/app-download-splash.ts';
import { layoutFor } from '../../domain/shell/layout.ts';
import { PARTNER_MODE_KEY, readPartnerMode } from '../../domain/shell/partner-session.ts';
import { APP_BANNER_ATTRIBUTE } from '../boot/first-screen-choice.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { useWebStore } from '../store/store-context.tsx';
import { useRoute } from './navigation.ts';
import { RouteLink } from './route-link.tsx';
import { shellTexts } from './shell.texts.ts';
import styles from './shell-services.module.css';

export function AppBanner() {
  const route = useRoute();
  const { storage, clock } = useWebStore();
  const [closed, setClosed] = useState(false);
  const t = useTexts(shellTexts);
  if (route.name !== 'home' || closed) return null;
  // The build's prerender (no window) draws it as on a phone's first visit; a page where it does not
  // show drops it before hydrating (web/boot/first-screen-choice.ts), so hydration reads the page.
  const prerendering = typeof window === 'undefined';
  const shown = shouldShowAppDownloadSplash({
    mobile: prerendering || layoutFor(window.innerWidth).mobile,
    mode: readPartnerMode(storage.get(PARTNER_MODE_KEY.area, PARTNER_MODE_KEY.key)),
    hiddenAt: prerendering ? null : splashHiddenAt(document.cookie),
    now: clock.now(),
  });
  if (!shown) return null;
  const hideForADay = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps this choice in a cookie, and a day's max-age is all it needs
    document.cookie = splashHidingCookie(clock.now());
    setClosed(true);
  };
  return (
    <aside className={styles.appBanner} aria-label={t.appBanner} {...{ [APP_BANNER_ATTRIBUTE]: '' }}>
      <p className={styles.appBannerText}>{t.appBannerText}</p>
      <div className={styles.appBannerActions}>
        <RouteLink to={{ name: 'download' }} className={styles.appBannerLink}>
          {t.getApp}
        </RouteLink>
        <button type="button" className={styles.appBannerButton} onClick={hideForADay}>
          {t.hideToday}
        </button>
        <button type="button" className={styles.appBannerButton} onClick={() => setClosed(true)}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{t.closeAppBanner}</span>
        </button>
      </div>
    </aside>
  );
}
