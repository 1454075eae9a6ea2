// Home (spec 000 §2 "/ | Home. Choosing a category changes the route."): without a delivery location
// the prompt and the address field (focused, spec 000 §8 "Unknown location ... the address input is
// focused"); with one, the address and a way to browse; then the category block in the spec's order
// and the promotion and event banners. Kept small: it is part of what renders `/` first.
import { Suspense } from 'react';
import { useSession } from '../../store/projections.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { lazyScreen } from '../../ui/lazy-screen.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { DeliveryAddress } from './delivery-address.tsx';
import styles from './home-screen.module.css';
import { LocationPrompt } from './location-prompt.tsx';

// The promotion and event banners load with the screen (`loadParts`, web/ui/lazy-screen.tsx): the
// first render draws them without suspending, and the first banner (often home's largest paint)
// comes as soon as its read answers. They are lazy modules, though the build now puts them in the
// screen kit beside home (web/vite.config.ts), so they stay separable should home leave it.
const HomeBanners = lazyScreen(() => import('./home-banners.tsx'));
const PromotionBanners = lazyScreen(() => import('./promotion-banners.tsx'));
export const loadParts = () => Promise.all([HomeBanners.load(), PromotionBanners.load()]);

export default function HomeScreen() {
  const { location } = useSession();
  const { gateway } = useWebStore();
  return (
    <main className={`page ${styles.home}`}>
      {location === null ? <LocationPrompt /> : <DeliveryAddress location={location} />}
      <CategoryGrid location={location} />
      <Suspense fallback={null}>
        <PromotionBanners />
        <HomeBanners gateway={gateway} />
      </Suspense>
    </main>
  );
}
