// The tools of one generator run, handed to every scenario and builder: one random stream, one
// image set, and the menu, restaurant and review builders bound to them. A fresh kit per run, so
// two runs never share state.
import { allItems, groupFactory, itemNamesOf, menuBuilders, menuItem } from './build-menu.mjs';
import { radiusFor, restaurantBuilders } from './build-restaurant.mjs';
import { createImages } from './images.mjs';
import { createRandom } from './random.mjs';
import { reviewWriter } from './reviews.mjs';

export function createKit(seed) {
  const images = createImages();
  const tools = { ...createRandom(seed), tile: images.tile };
  return {
    ...tools,
    images: images.files,
    menuItem,
    groupFactory,
    allItems,
    itemNamesOf,
    radiusFor,
    ...menuBuilders(tools),
    ...restaurantBuilders(tools),
    ...reviewWriter(tools),
  };
}
