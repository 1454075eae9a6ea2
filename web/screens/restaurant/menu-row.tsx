// One row of the menu list: a category header that folds and unfolds, a menu item (UI guide "Menu
// row": name, two-line description, price with a discounted one striking the original, thumbnail
// on the right, sold out marked), or a note.
import { memo } from 'react';
import { serverLabel } from '../../../domain/content/server-labels.ts';
import { isItemSoldOut } from '../../../domain/menu/find-item.ts';
import type { MenuItem } from '../../../domain/menu/types.ts';
import { useLocale, useTexts } from '../../i18n/use-texts.ts';
import styles from './menu-row.module.css';
import type { MenuRow } from './menu-rows.ts';
import { restaurantTexts } from './restaurant.texts.ts';

/** Opens the option dialog for an item; `returnFocus` puts focus back on the row that opened it. */
export type OpenItem = (item: MenuItem, returnFocus: () => void) => void;

export interface RowHandlers {
  readonly onToggle: (slug: string) => void;
  readonly onChooseCategory: (slug: string) => void;
  readonly onOpenItem: ((item: MenuItem, rowKey: string) => void) | undefined;
}

/** The attribute naming an item row's key: how the lists find a row again. */
export const ROW_KEY_ATTRIBUTE = 'data-row-key';

function ItemRow({
  item,
  rowKey,
  onOpen,
}: {
  readonly item: MenuItem;
  readonly rowKey: string;
  readonly onOpen: ((item: MenuItem, rowKey: string) => void) | undefined;
}) {
  const t = useTexts(restaurantTexts);
  const { won } = useLocale();
  const soldOut = isItemSoldOut(item);
  const discounted = item.discounted_price !== null && item.discounted_price < item.price;
  const image = item.industrial_info?.images[0];
  const description = item.industrial_info?.description?.trim() ?? '';
  return (
    <button
      type="button"
      {...{ [ROW_KEY_ATTRIBUTE]: rowKey }}
      className={`${styles.item} ${soldOut ? styles.soldOut : ''}`}
      // Sold out: nothing to order, so no sheet to open (its name says 품절 to a screen reader).
      disabled={soldOut}
      onClick={onOpen === undefined || soldOut ? undefined : () => onOpen(item, rowKey)}
      aria-disabled={onOpen === undefined && !soldOut ? true : undefined}
    >
      <span className={styles.text}>
        <span className={styles.name}>
          {item.name}
          {soldOut && <span className={styles.badge}>{t.soldOut}</span>}
        </span>
        {description !== '' && <span className={styles.description}>{description}</span>}
        <span className={styles.price}>
          {discounted ? (
            <>
              <del className={styles.original}>
                <span className="visually-hidden">{t.originalPrice}</span>
                {won(item.price)}
              </del>{' '}
              <strong>
                <span className="visually-hidden">{t.discountedPrice}</span>
                {won(item.discounted_price ?? item.price)}
              </strong>
            </>
          ) : (
            <strong>{won(item.price)}</strong>
          )}
        </span>
      </span>
      {image !== undefined && (
        <img
          className={styles.thumb}
          src={image}
          alt=""
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
        />
      )}
    </button>
  );
}

/** Rows are made anew for each search and each fold; one equal field for field draws nothing new. */
function sameRow(a: MenuRow, b: MenuRow): boolean {
  if (a === b) return true;
  const fields = Object.keys(a) as (keyof MenuRow)[];
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

export const MenuRowView = memo(
  function MenuRowView({ row, handlers }: { readonly row: MenuRow; readonly handlers: RowHandlers }) {
    const t = useTexts(restaurantTexts);
    const { language } = useLocale();
    switch (row.kind) {
      case 'category': {
        const { category } = row;
        const { count } = row;
        return (
          <h3 className={styles.categoryHeading} id={`menu-category-${category.slug}`}>
            <button
              type="button"
              className={styles.category}
              aria-expanded={row.found ? undefined : row.open}
              onClick={() =>
                row.found ? handlers.onChooseCategory(category.slug) : handlers.onToggle(category.slug)
              }
            >
              <span>
                {serverLabel(category.name, language)}
                <span className={styles.count}> {t.count(count)}</span>
              </span>
              <span aria-hidden="true" className={styles.chevron}>
                {row.found ? '›' : row.open ? '▴' : '▾'}
              </span>
            </button>
          </h3>
        );
      }
      case 'item':
        return <ItemRow item={row.item} rowKey={row.key} onOpen={handlers.onOpenItem} />;
      case 'note':
        return (
          <p className={styles.note} role="status">
            {row.nothing ? t.noMatch(row.keyword) : t.found(row.keyword, row.found)}
          </p>
        );
      default: {
        const never: never = row;
        return never;
      }
    }
  },
  (before, after) => before.handlers === after.handlers && sameRow(before.row, after.row),
);
