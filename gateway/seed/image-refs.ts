// Image paths named in seed files, each with where it is named, checked against the files
// under DIR/images/.
import type { BannersFile } from './banners-file.ts';
import type { RestaurantFile } from './restaurant-file.ts';
import type { SeedError } from './seed-error.ts';

export interface ImageRef {
  readonly file: string;
  readonly path: string;
  readonly image: string;
}

export function restaurantImageRefs(file: string, restaurant: RestaurantFile): ImageRef[] {
  const refs: ImageRef[] = [];
  const add = (images: readonly string[], path: string): void => {
    images.forEach((image, i) => {
      refs.push({ file, path: `${path}[${i}]`, image });
    });
  };
  add(restaurant.introduction_by_owner?.images ?? [], '$.introduction_by_owner.images');
  restaurant.menu.forEach((category, c) => {
    category.items.forEach((item, i) => {
      add(item.industrial_info?.images ?? [], `$.menu[${c}].items[${i}].industrial_info.images`);
    });
  });
  restaurant.reviews.forEach((review, r) => {
    add(review.review_images, `$.reviews[${r}].review_images`);
  });
  return refs;
}

export function bannerImageRefs(file: string, banners: BannersFile): ImageRef[] {
  return banners.flatMap((banner, b) =>
    banner.images.android_high === ''
      ? []
      : [{ file, path: `$[${b}].images.android_high`, image: banner.images.android_high }],
  );
}

export function missingImages(refs: readonly ImageRef[], existing: ReadonlySet<string>): SeedError[] {
  return refs
    .filter((ref) => !existing.has(ref.image))
    .map((ref) => ({
      file: ref.file,
      path: ref.path,
      message: `no image file ${ref.image} in the seed directory`,
    }));
}
