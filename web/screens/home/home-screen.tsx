// Home (spec 000 §2 "/ | Home. Choosing a category changes the route."): without a delivery location
// the prompt and the address field (focused, spec 000 §8 "Unknown location ... the address input is
// focused"); with one, the address and a way to browse; then the category block in the spec's order
// and the event banners. Kept small: it is part of what renders `/` first.
import { useSession } from '../../store/projections.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { DeliveryAddress } from './delivery-address.tsx';
import HomeBanners from './home-banners.tsx';
import styles from './home-screen.module.css';
import { LocationPrompt } from './location-prompt.tsx';

export default function HomeScreen() {
  const { location } = useSession();
  const { gateway } = useWebStore();
  return (
    <main className={`page ${styles.home}`}>
      {location === null ? <LocationPrompt /> : <DeliveryAddress location={location} />}
      <CategoryGrid location={location} />
      {/* Part of home's chunk, not one of its own: the first banner is often home's largest paint,
          and its read should start with home's first render rather than a chunk's round trip later. */}
      <HomeBanners gateway={gateway} />
    </main>
  );
}
