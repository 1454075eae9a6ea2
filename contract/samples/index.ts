// Every call's valid example, by call name.
import { accountSamples } from './account.ts';
import { checkoutSamples } from './checkout.ts';
import { orderProgressSamples } from './order-progress.ts';
import { restaurantSamples } from './restaurant.ts';
import type { Samples } from './sample.ts';
import { shellSamples } from './shell.ts';

export const samples: Samples = {
  ...restaurantSamples,
  ...checkoutSamples,
  ...orderProgressSamples,
  ...accountSamples,
  ...shellSamples,
};
