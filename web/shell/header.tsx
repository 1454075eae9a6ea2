// The page header: on a sub-page its way back (domain/shell/back-link.ts), the brand (home), the
// delivery address (opens the location screen with its map), the address search (its dropdown a
// lazy chunk), 주문내역 (jumun's extension: the orders after the thank-you page), the language menu
// (language-switch.tsx), login/logout and, when the shell rule shows it, the cart button with its
// count. The brand 주문 is the logo in every language; its name is said in the page's.
import { useDeferredValue } from 'react';
import { hrefOf, paths } from '../../domain/routes/route-href.ts';
import { backLinkOf } from '../../domain/shell/back-link.ts';
import { isCartButtonVisible } from '../../domain/shell/cart-button.ts';
import { isHeaderSearchShown } from '../../domain/shell/header-search.ts';
import { readNavigationHistory } from '../../domain/shell/navigation-history.ts';
import { homePath } from '../../domain/shell/partner-entry.ts';
import { PARTNER_MODE_KEY, readPartnerMode } from '../../domain/shell/partner-session.ts';
import { STORAGE_KEYS } from '../../domain/storage-lifetimes.ts';
import { useLanguage } from '../i18n/language-store.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { useCart, useSession } from '../store/projections.ts';
import { useWebStore } from '../store/store-context.tsx';
import { AccountLink } from './account-link.tsx';
import styles from './header.module.css';
import { HeaderSearch } from './header-search.tsx';
import { LanguageMenu } from './language-switch.tsx';
import { useRoute } from './navigation.ts';
import { shellTexts } from './shell.texts.ts';

export function Header() {
  const route = useRoute();
  const session = useSession();
  // the cart button in a render after the change (deferred): the tap of 주문표에 추가 paints the
  // dialog closing first
  const cart = useDeferredValue(useCart());
  const { storage } = useWebStore();
  const language = useLanguage();
  const t = useTexts(shellTexts);
  const home = homePath(readPartnerMode(storage.get(PARTNER_MODE_KEY.area, PARTNER_MODE_KEY.key)));
  const showCart = isCartButtonVisible({
    locationSet: session.location !== null,
    cartItemCount: cart.count,
    route,
  });
  const back = backLinkOf(
    route,
    {
      cartRestaurantId: cart.restaurantId,
      history: readNavigationHistory(storage.get(STORAGE_KEYS.history.area, STORAGE_KEYS.history.key)),
      home,
    },
    language,
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {back !== null && (
          <a className={styles.back} href={`#${back.href}`} title={back.label}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{back.label}</span>
          </a>
        )}
        <a className={styles.brand} href={`#${home}`} aria-label={t.brandHome} data-brand="">
          주문
        </a>
        <a className={styles.address} href={`#${paths.location}`}>
          <span className="visually-hidden">{t.deliveryAddress}</span>
          <span className={styles.addressText}>{session.location?.address ?? t.setAddress}</span>
          <span aria-hidden="true" className={styles.chevron}>
            ▾
          </span>
        </a>
        {isHeaderSearchShown(route, session.location !== null) && <HeaderSearch route={route} />}
        <a
          className={styles.history}
          href={`#${hrefOf({ name: 'orders' })}`}
          aria-current={route.name === 'orders' ? 'page' : undefined}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
            <path
              d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
            <path d="M9 8h6M9 12h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={styles.addressSearchLabel}>{t.orders}</span>
        </a>
        <LanguageMenu />
        <AccountLink />
        {showCart && (
          <a className={styles.cart} href={`#${hrefOf({ name: 'cart' })}`}>
            <span className="visually-hidden">{t.cart}</span>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none">
              <path
                d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.2L20.5 7.5H6"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              <circle cx="9.5" cy="19.5" r="1.3" fill="currentColor" />
              <circle cx="17" cy="19.5" r="1.3" fill="currentColor" />
            </svg>
            <span className={styles.count}>{cart.count}</span>
          </a>
        )}
      </div>
    </header>
  );
}
