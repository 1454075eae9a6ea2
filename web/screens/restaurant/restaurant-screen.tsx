// The restaurant page `/{restaurant_id}/` and `/{restaurant_id}/{menu_id}/` (spec 000 §2, §4):
// opened by OpenRestaurant, then the header, the tabs 메뉴 / 리뷰 / 정보, the option dialog for a
// tapped row (or for the route's menu id), and the cart beside the menu from 768 px (a bottom bar on
// a phone).
import { useCallback, useEffect, useState } from 'react';
import { findMenuItem } from '../../../domain/menu/find-item.ts';
import type { MenuItem } from '../../../domain/menu/types.ts';
import { formatMessage } from '../../../domain/messages.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useDialogs } from '../../dialogs/dialogs.tsx';
import { goTo } from '../../shell/navigation.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useAfterPaint } from '../../ui/use-after-paint.ts';
import { usePhoneWidth } from '../../ui/use-phone-width.ts';
import { CartBar, CartPanel } from '../cart/cart-panel.tsx';
import { OptionDialog } from './option-dialog/option-dialog.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { RestaurantHeader } from './restaurant-header.tsx';
import styles from './restaurant-screen.module.css';
import { RestaurantTabs } from './restaurant-tabs.tsx';
import { useOpenRestaurant } from './use-open-restaurant.ts';

type RestaurantRoute = Extract<Route, { name: 'restaurant' }>;

/** The mark a performance test waits for: the screen has handed the item to the option dialog. */
export const OPTION_DIALOG_HANDOVER = 'restaurant:option-dialog-handover';

function HandoverMark({ itemId }: { readonly itemId: number }) {
  // Runs after the option dialog's own effects (an earlier sibling), so the dialog is up by then.
  useEffect(() => {
    performance.mark(OPTION_DIALOG_HANDOVER, { detail: { itemId } });
  }, [itemId]);
  // Also in the document, committed with the dialog (a faked clock may not keep marks).
  return <span hidden data-option-dialog-handover={itemId} />;
}

export default function RestaurantScreen({ route }: { readonly route: RestaurantRoute }) {
  const { restaurantId, menuId, staffLocation } = route;
  const { opening, retry } = useOpenRestaurant(restaurantId, staffLocation);
  // The header (the restaurant's name, the page's largest paint) is painted first, the tabs and their
  // long menu in a render of their own after it: the name does not wait for every menu row.
  const tabsOpening = useAfterPaint(opening);
  const dialogs = useDialogs();
  // The item whose dialog is open, and how focus finds the row that opened it again on close.
  const [opened, setOpened] = useState<{ readonly item: MenuItem; readonly returnFocus?: () => void } | null>(
    null,
  );
  const item = opened?.item ?? null;
  const openItem = useCallback(
    (item: MenuItem, returnFocus: () => void) => setOpened({ item, returnFocus }),
    [],
  );
  const phone = usePhoneWidth();

  // `/{id}/{menu_id}/`: the matching item's dialog opens; no match is MENU_NOT_SERVED (spec 000 §2).
  const menu = opening.status === 'open' && opening.entered ? opening.menu : null;
  useEffect(() => {
    if (menu === null || menuId === undefined) return;
    const found = findMenuItem(menu, menuId);
    if (found !== null) setOpened({ item: found });
    else void dialogs.alert(formatMessage('MENU_NOT_SERVED'));
  }, [menu, menuId, dialogs]);

  const close = useCallback(() => {
    setOpened(null);
    // The menu id has been served: the page stays, without reopening the dialog on reload.
    if (menuId !== undefined) goTo({ name: 'restaurant', restaurantId, staffLocation }, { replace: true });
  }, [menuId, restaurantId, staffLocation]);

  let content: React.ReactNode;
  switch (opening.status) {
    case 'open':
      content = (
        <>
          <RestaurantHeader restaurant={opening.restaurant} staff={staffLocation !== undefined} />
          {tabsOpening === opening ? (
            <RestaurantTabs
              restaurant={opening.restaurant}
              menu={opening.menu}
              onOpenItem={opening.entered ? openItem : undefined}
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
          <p role="alert">{opening.message}</p>
          <Button onClick={retry}>다시 시도</Button>
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
      {item !== null && opening.status === 'open' && (
        <>
          <OptionDialog
            restaurantId={restaurantId}
            item={item}
            onClose={close}
            {...(opened?.returnFocus === undefined ? {} : { returnFocus: opened.returnFocus })}
          />
          <HandoverMark itemId={item.id} />
        </>
      )}
    </div>
  );
}
