// The decoded seed: what the reference gateway stores when it starts from a seed directory.
import type { BannersFile } from './banners-file.ts';
import type { BlocklistFile } from './blocklist-file.ts';
import type { CouponsFile } from './coupons-file.ts';
import type { DistrictsFile } from './districts-file.ts';
import type { EventsFile } from './events-file.ts';
import type { FaqFile } from './faq-file.ts';
import type { NoticesFile } from './notices-file.ts';
import type { PollFile } from './poll-file.ts';
import type { RestaurantFile } from './restaurant-file.ts';
import type { ServiceFile } from './service-file.ts';
import type { UsersFile } from './users-file.ts';

export interface Seed {
  /** Ordered by id. */
  readonly restaurants: readonly RestaurantFile[];
  readonly districts: DistrictsFile;
  /** The optional lists are empty when their file is missing. */
  readonly coupons: CouponsFile;
  readonly users: UsersFile;
  readonly blocklist: BlocklistFile;
  readonly notices: NoticesFile;
  readonly faq: FaqFile;
  readonly banners: BannersFile;
  readonly events: EventsFile;
  readonly poll: PollFile;
  /** DEFAULT_SERVICE when service.json is missing. */
  readonly service: ServiceFile;
}
