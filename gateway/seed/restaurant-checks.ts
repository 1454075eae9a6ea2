// Rules inside one decoded restaurant file that a field codec cannot see: duplicates, the
// disposable category, special categories that must repeat regular items, date order.
import { findDuplicates } from './duplicates.ts';
import { isSpecialCategory } from './menu-codec.ts';
import type { RestaurantFile } from './restaurant-file.ts';
import type { FieldError } from './seed-error.ts';

function menuChecks(restaurant: RestaurantFile): FieldError[] {
  const errors: FieldError[] = [];
  const menu = restaurant.menu.map((category, c) => ({ category, path: `$.menu[${c}]` }));

  errors.push(
    ...findDuplicates(
      menu,
      ({ category }) => category.slug,
      ({ path }) => `${path}.slug`,
      'category slug',
    ),
  );

  const regularItems = menu
    .filter(({ category }) => !isSpecialCategory(category))
    .flatMap(({ category, path }) =>
      category.items.map((item, i) => ({ item, path: `${path}.items[${i}]` })),
    );
  errors.push(
    ...findDuplicates(
      regularItems,
      ({ item }) => item.id,
      ({ path }) => `${path}.id`,
      'menu item id',
    ),
  );

  // top_items, photo_menu_items and additional_discount_items repeat items of the regular menu.
  const regularIds = new Set(regularItems.map(({ item }) => item.id));
  for (const { category, path } of menu.filter(({ category }) => isSpecialCategory(category))) {
    category.items.forEach((item, i) => {
      if (!regularIds.has(item.id)) {
        errors.push({
          path: `${path}.items[${i}].id`,
          message: `item ${item.id} of the special category "${category.slug}" is not on the regular menu`,
        });
      }
    });
  }

  for (const { item, path } of regularItems) {
    const groups = item.subchoices.map((group, g) => ({ group, path: `${path}.subchoices[${g}]` }));
    errors.push(
      ...findDuplicates(
        groups,
        ({ group }) => group.slug,
        (x) => `${x.path}.slug`,
        'option group slug',
      ),
    );
    for (const { group, path: groupPath } of groups) {
      const options = group.subchoices.map((option, o) => ({
        option,
        path: `${groupPath}.subchoices[${o}]`,
      }));
      errors.push(
        ...findDuplicates(
          options,
          ({ option }) => option.id,
          (x) => `${x.path}.id`,
          'option id',
        ),
      );
    }
  }

  const disposable = menu.filter(({ category }) => category.ms_type === 'disposable');
  if (restaurant.has_disposable_menu && disposable.length === 0) {
    errors.push({
      path: '$.has_disposable_menu',
      message: 'true, but no menu category has ms_type "disposable" to hold the required disposable item',
    });
  }
  for (const { category, path } of disposable) {
    if (!restaurant.has_disposable_menu) {
      errors.push({ path: `${path}.ms_type`, message: '"disposable", but has_disposable_menu is false' });
    } else if (category.items.length === 0) {
      errors.push({ path: `${path}.items`, message: 'the disposable category needs the disposable item' });
    }
  }
  return errors;
}

export function checkRestaurant(restaurant: RestaurantFile): FieldError[] {
  const errors: FieldError[] = [];
  const listed = (values: readonly string[], field: string, label: string) =>
    findDuplicates(
      values.map((value, i) => ({ value, i })),
      ({ value }) => value,
      ({ i }) => `$.${field}[${i}]`,
      label,
    );
  errors.push(
    ...listed(restaurant.categories, 'categories', 'category'),
    ...listed(restaurant.payment_methods, 'payment_methods', 'payment method'),
  );

  const { discount_from: from, discount_until: until } = restaurant;
  if (from !== null && until !== null && Date.parse(until) < Date.parse(from)) {
    errors.push({ path: '$.discount_until', message: `${until} is before discount_from ${from}` });
  }

  const tiers = restaurant.delivery_fee_by_order_amounts?.basic ?? [];
  errors.push(
    ...findDuplicates(
      tiers.map((tier, i) => ({ tier, i })),
      ({ tier }) => tier.order_amount,
      ({ i }) => `$.delivery_fee_by_order_amounts.basic[${i}].order_amount`,
      'tier order_amount',
    ),
  );

  errors.push(...menuChecks(restaurant));
  errors.push(
    ...findDuplicates(
      restaurant.reviews.map((review, i) => ({ review, i })),
      ({ review }) => review.id,
      ({ i }) => `$.reviews[${i}].id`,
      'review id',
    ),
  );
  return errors;
}
