// Home (spec 000 §2 "/ | Home. Choosing a category changes the route."): without a delivery location
// the prompt and the address field (focused, spec 000 §8 "Unknown location ... the address input is
// focused"); with one, the address and a way to browse; then the category block in the spec's order
// and the promotion and event banners. Kept small: it is part of what renders `/` first.
import { lazy, Suspense } from 'react';
import { useSession } from '../../store/projections.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { DeliveryAddress } from './delivery-address.tsx';
import styles from './home-screen.module.css';
import { LocationPrompt } from './location-prompt.tsx';

// The event banners are a chunk of their own (the first screen's budget), asked for as soon as home's
// code runs: their read waits for the command side, fetched at boot beside it and larger, so the
// chunk's round trip is hidden behind it and the first banner (often home's largest paint) is not
// later for it.
const loadHomeBanners = () => import('./home-banners.tsx');
if (typeof window !== 'undefined') void loadHomeBanners().catch(() => undefined);
const HomeBanners = lazy(loadHomeBanners);
const PromotionBanners = lazy(() => import('./promotion-banners.tsx'));

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
