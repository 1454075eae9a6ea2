import type { Route } from '../../../domain/routes/route-table.ts';
import { PlaceholderScreen } from '../placeholder/placeholder-screen.tsx';

export default function RestaurantListScreen({ route }: { readonly route: Route }) {
  return <PlaceholderScreen route={route} />;
}
