// The restaurant page `/{restaurant_id}/` and `/{restaurant_id}/{menu_id}/` (spec 000 §2, §4):
// opened by OpenRestaurant, then the header, the tabs 메뉴 / 리뷰 / 정보, the option dialog for a
// tapped row (or for the route's menu id), and the cart beside the menu from 768 px (a bottom bar on
// a phone).
import { useCallback, useEffect, useRef } from 'react';
import { findMenuItem } from '../../../domain/menu/find-item.ts';
import type { MenuItem } from '../../../domain/menu/types.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { useMessages } from '../../i18n/use-messages.ts';
import { useTexts } from '../../i18n/use-texts.ts';
import { goTo } from '../../shell/navigation.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { uiTexts } from '../../ui/ui.texts.ts';
import { useAfterPaint } from '../../ui/use-after-paint.ts';
import { usePhoneWidth } from '../../ui/use-phone-width.ts';
import { CartBar, CartPanel } from '../cart/cart-panel.tsx';
import { type OptionDialogHandle, OptionDialogSlot } from './option-dialog-slot.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { RestaurantHeader } from './restaurant-header.tsx';
import styles from './restaurant-screen.module.css';
import { RestaurantTabs } from './restaurant-tabs.tsx';
import { useOpenRestaurant } from './use-open-restaurant.ts';

type RestaurantRoute = Extract<Route, { name: 'restaurant' }>;

export default function RestaurantScreen({ route }: { readonly route: RestaurantRoute }) {
  const { restaurantId, menuId, staffLocation } = route;
  const { opening, retry } = useOpenRestaurant(restaurantId, staffLocation);
  // The header (the restaurant's name, the page's largest paint) is painted first, the tabs and their
  // long menu in a render of their own after it: the name does not wait for every menu row.
  const tabsOpening = useAfterPaint(opening);
  // A fresh read of the restaurant already drawn replaces its tabs when its turn comes, not a
  // skeleton meanwhile.
  const tabs =
    tabsOpening.status === 'open' &&
    opening.status === 'open' &&
    tabsOpening.restaurant.id === opening.restaurant.id
      ? tabsOpening
      : null;
  const dialogs = useDialogs();
  const say = useMessages();
  // Read by the menu id's effect: a language chosen later does not open the dialog or alert again.
  const said = useRef(say);
  said.current = say;
  const t = useTexts(uiTexts);
  // The option dialog keeps its own open state (a re-render of its slot, not of this screen).
  const dialog = useRef<OptionDialogHandle>(null);
  const openItem = useCallback(
    (item: MenuItem, returnFocus: () => void) => dialog.current?.open(item, returnFocus),
    [],
  );
  const phone = usePhoneWidth();

  // `/{id}/{menu_id}/`: the matching item's dialog opens; no match is MENU_NOT_SERVED (spec 000 §2).
  // Once per menu id and opening: the fresh read that follows a held one (use-open-restaurant.ts)
  // opens nothing again; a page that opens again (its slot gone meanwhile) serves it again.
  const menu = opening.status === 'open' && opening.entered ? opening.menu : null;
  const servedMenuId = useRef<string | null>(null);
  useEffect(() => {
    if (menu === null || menuId === undefined) {
      servedMenuId.current = null;
      return;
    }
    const served = `${restaurantId}/${menuId}`;
    if (servedMenuId.current === served) return;
    servedMenuId.current = served;
    const found = findMenuItem(menu, menuId);
    if (found !== null) dialog.current?.open(found);
    else void dialogs.alert(said.current.message('MENU_NOT_SERVED'));
  }, [menu, menuId, restaurantId, dialogs]);

  const closed = useCallback(() => {
    // The menu id has been served: the page stays, without reopening the dialog on reload.
    if (menuId !== undefined) goTo({ name: 'restaurant', restaurantId, staffLocation }, { replace: true });
  }, [menuId, restaurantId, staffLocation]);

  let content: React.ReactNode;
  switch (opening.status) {
    case 'open':
      content = (
        <>
          <RestaurantHeader restaurant={opening.restaurant} staff={staffLocation !== undefined} />
          {tabs !== null ? (
            <RestaurantTabs
              restaurant={tabs.restaurant}
              menu={tabs.menu}
              onOpenItem={tabs.entered ? openItem : undefined}
            />
          ) : (
            // A moment only (the next frames): not announced.
            <div className={styles.tabsPending}>
              <Skeleton height="44px" />
              <Skeleton height="96px" />
            </div>
          )}
        </>
      );
      break;
    case 'failed':
      content = (
        <div className={styles.failed}>
          <p role="alert">{say.rejection(opening.rejection)}</p>
          <Button onClick={retry}>{t.retry}</Button>
        </div>
      );
      break;
    default:
      content = <PageSkeleton />;
  }

  return (
    <div className={styles.layout}>
      <main className={styles.main}>{content}</main>
      {/* CartPanel is the labelled 주문표 region itself. Only the cart shown is rendered (the CSS
          still hides the other, for the moment a resize takes to re-render). */}
      <div className={styles.cart}>{!phone && <CartPanel />}</div>
      <div className={styles.bar}>{phone && <CartBar />}</div>
      {opening.status === 'open' && (
        <OptionDialogSlot ref={dialog} restaurantId={restaurantId} onClosed={closed} />
      )}
    </div>
  );
}
