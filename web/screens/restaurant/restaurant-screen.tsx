// The restaurant page, reduced to what the option dialog and the cart need (the full page with its
// header, tabs and categories is built beside it): open the restaurant, list the menu as buttons,
// open the option dialog for a tapped item or a matching {menu_id}, and show the cart.
import { useEffect, useState } from 'react';
import { allItems, findMenuItem } from '../../../domain/menu/resolve-refs.ts';
import type { MenuItem } from '../../../domain/menu/types.ts';
import { formatWon } from '../../../domain/money.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { goTo } from '../../shell/navigation.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { useQuery } from '../../store/use-query.ts';
import { Loading, Skeleton } from '../../ui/skeleton.tsx';
import { CartBar, CartPanel } from '../cart/cart-panel.tsx';
import { OptionDialog } from './option-dialog/option-dialog.tsx';
import styles from './restaurant-screen.module.css';

export default function RestaurantScreen({ route }: { readonly route: Route }) {
  if (route.name !== 'restaurant') return null;
  const { restaurantId, menuId, staffLocation } = route;
  return <Restaurant restaurantId={restaurantId} menuId={menuId} staff={staffLocation} />;
}

interface RestaurantProps {
  readonly restaurantId: number;
  readonly menuId: string | undefined;
  readonly staff: Extract<Route, { name: 'restaurant' }>['staffLocation'];
}

function Restaurant({ restaurantId, menuId, staff }: RestaurantProps) {
  const dispatch = useDispatch();
  const { gateway } = useWebStore();
  const [open, setOpen] = useState<MenuItem | null>(null);
  const menu = useQuery(`menu:${restaurantId}`, () =>
    gateway.menu(restaurantId, { force: staff !== undefined }),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: open once per restaurant page
  useEffect(() => {
    void dispatch(
      staff === undefined
        ? { type: 'OpenRestaurant', restaurantId }
        : {
            type: 'OpenRestaurant',
            restaurantId,
            point: staff.point,
            zipcode: staff.zipcode,
            address: staff.address,
          },
    );
  }, [restaurantId]);

  const routed = menu.status === 'ok' && menuId !== undefined ? findMenuItem(menu.data, menuId) : undefined;
  const shown = open ?? routed ?? null;
  const close = () => {
    setOpen(null);
    if (menuId !== undefined) goTo({ name: 'restaurant', restaurantId }, { replace: true });
  };

  return (
    <main className={`page ${styles.layout}`}>
      <section className={styles.menu} aria-labelledby="menu-title">
        <h1 id="menu-title" className={styles.title}>
          메뉴
        </h1>
        {menu.status === 'loading' && (
          <Loading label="메뉴를 불러오는 중입니다">
            <Skeleton height="64px" />
            <Skeleton height="64px" />
          </Loading>
        )}
        {menu.status === 'error' && <p role="alert">{menu.message}</p>}
        {menu.status === 'ok' && (
          <ul className={styles.items}>
            {allItems(menu.data).map((item) => (
              <li key={item.id}>
                <button type="button" className={styles.item} onClick={() => setOpen(item)}>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.price}>{formatWon(item.discounted_price ?? item.price)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className={styles.cart}>
        <CartPanel />
      </div>
      <CartBar />
      {shown !== null && (
        <OptionDialog key={shown.id} restaurantId={restaurantId} item={shown} onClose={close} />
      )}
    </main>
  );
}
