// The restaurant list: /{city}/{zipcode}/, /{city}/{zipcode}/{category}/, /restaurants/ and
// /{category}/ (spec 000 §2, §5 "Search", §9 "Sort options", "List page size 60"). It lists what
// delivers to the session's location; without one it asks for the address first.
import { listSearchKeyword } from '../../../domain/content/list-search.ts';
import { isListRoute, type ListRoute, listCategoryFilter } from '../../../domain/routes/list-route.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useSession } from '../../store/projections.ts';
import { CategoryStrip } from './category-strip.tsx';
import { ListResults } from './list-results.tsx';
import { ListSearchBox } from './list-search-box.tsx';
import { LocationPrompt } from './location-prompt.tsx';
import styles from './restaurant-list-screen.module.css';
import { useSortOrder } from './stored-sort.ts';
import { useSettledText } from './use-settled-text.ts';

function ListScreen({ route }: { readonly route: ListRoute }) {
  const { location } = useSession();
  const [order, chooseOrder] = useSortOrder();
  const search = useSettledText();
  const keyword = listSearchKeyword(search.settled);
  return (
    <main className={`page ${styles.screen}`}>
      <CategoryStrip route={route} />
      {location === null ? (
        <LocationPrompt route={route} />
      ) : (
        <>
          <ListSearchBox text={search} />
          <ListResults
            filter={{ point: location.point, category: listCategoryFilter(route), order, keyword }}
            onOrder={chooseOrder}
          />
        </>
      )}
    </main>
  );
}

export default function RestaurantListScreen({ route }: { readonly route: Route }) {
  return isListRoute(route) ? <ListScreen route={route} /> : null;
}
