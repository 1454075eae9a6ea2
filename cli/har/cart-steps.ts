// The cart's steps: a restaurant opened, and each cart submit (the customer going to checkout)
// written as what they did to the cart since the last one (AddItem by menu and option names,
// ChangeAmount, RemoveItem), the cart's assertions, GoToCheckout and the checkout's totals. A
// submit that only opens checkout again after an unpaid payment is AnswerPayment's own. The cart
// the script holds is the one the replay's store holds: another restaurant's lines are replaced
// (the first AddItem confirmed), and an order read back on its thank-you page has emptied it
// (order-steps.ts).

import { type CartChange, cartChanges } from './cart-changes.ts';
import { isDisposableLine, nameLine } from './menu-names.ts';
import type { RecordedCall } from './recorded-calls.ts';
import { assert, command, from, say, type Walk } from './walk.ts';

export function openRestaurant(walk: Walk, restaurantId: number): void {
  const staff = walk.located ? undefined : walk.staffPoints.get(restaurantId);
  command(walk, {
    type: 'OpenRestaurant',
    restaurantId,
    ...(staff === undefined
      ? {}
      : {
          point: { lat: staff.lat, lng: staff.lng },
          zipcode: staff.zipcode,
          ...(walk.orderAddress === null ? {} : { address: walk.orderAddress }),
        }),
  });
  if (staff !== undefined) walk.located = true;
  assert(walk, { 'session.restaurantId': restaurantId });
  walk.opened = restaurantId;
}

type CartSubmit = Extract<RecordedCall, { name: 'cart.submit' }>;

export function cartSubmitted(walk: Walk, call: CartSubmit): void {
  const answer = call.response;
  const cart = answer?.customer_cart ?? null;
  if (answer === null || cart === null) {
    const why = answer?.meta.errors[0]?.message ?? `answered ${call.status}`;
    say(walk, call, `the cart was refused (${why}): a refused checkout makes no step`);
    return;
  }
  const restaurantId = call.params.restaurant_id;
  const menu = walk.menus.get(restaurantId);
  if (menu === undefined) {
    say(walk, call, `no menu of restaurant ${restaurantId} recorded before it: its lines cannot be named`);
    return;
  }
  const products = call.body.products;
  const opened = walk.opened === restaurantId;
  const changes: CartChange[] = cartChanges(walk.cartOf === restaurantId ? walk.cart : [], products, (line) =>
    isDisposableLine(line, menu),
  );
  const reopened = walk.reopening && walk.cartOf === restaurantId && changes.length === 0;
  walk.reopening = false;
  const named = changes.map((change) => (change.kind === 'add' ? nameLine(change.product, menu) : null));
  const unnamed = named.find((line) => line !== null && !line.ok);
  if (unnamed !== undefined && unnamed !== null && !unnamed.ok) {
    say(walk, call, unnamed.reason);
    return;
  }
  from(walk, call);
  if (!opened) openRestaurant(walk, restaurantId);
  // Lines of another restaurant still in the cart: the recorded customer said yes to replacing them
  // (the cart they submitted holds this restaurant's lines alone), and the script's first line says so.
  let replacing = walk.cartOf !== restaurantId && walk.cart.length > 0;
  changes.forEach((change, i) => {
    const line = named[i];
    if (change.kind === 'remove') command(walk, { type: 'RemoveItem', line: change.line });
    else if (change.kind === 'amount')
      command(walk, { type: 'ChangeAmount', line: change.line, amount: change.amount });
    else if (line?.ok === true) {
      command(walk, {
        type: 'AddItem',
        ...line.item,
        ...(Object.keys(line.options).length === 0 ? {} : { options: line.options }),
        amount: line.amount,
        ...(replacing ? { confirmed: true } : {}),
      });
      replacing = false;
    }
  });
  walk.cart = products;
  walk.cartOf = restaurantId;
  assert(walk, { 'cart.items.length': products.length, 'cart.total': cart.cart.items_total });
  if (reopened) walk.asked++;
  else {
    // Past the minimum-order question: the customer answered it yes, or the checkout would not be there.
    const minimum = answer.meta.delivery_info?.minimum_order_value ?? 0;
    command(walk, { type: 'GoToCheckout', ...(cart.cart.items_total < minimum ? { confirmed: true } : {}) });
  }
  assert(walk, {
    'checkout.itemsTotal': cart.cart.items_total,
    'checkout.deliveryFee': cart.cart.delivery_fee,
    'checkout.total': cart.cart.total,
  });
}
