// The page's reads that create no events, through the query ports (useQuery): the rating and the
// information tab. The menu comes with the opening (the snapshot the cart rules use).
import type { RestaurantInfo, ReviewRating } from '../../../domain/ports/catalog-queries.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import { useWebStore } from '../../store/store-context.tsx';
import { type QueryResult, useQuery } from '../../store/use-query.ts';

/** The aggregated rating (spec 000 §3 "Review info"); the restaurant's own figures until it answers. */
export function useRating(restaurant: Restaurant): ReviewRating {
  const { gateway } = useWebStore();
  const answer = useQuery(`restaurant-rating:${restaurant.id}`, () => gateway.rating(restaurant.id));
  return answer.status === 'ok'
    ? answer.data
    : { review_avg: restaurant.review_avg ?? restaurant.rating, review_count: restaurant.review_count };
}

export function useRestaurantInfo(restaurantId: number): QueryResult<RestaurantInfo> {
  const { gateway } = useWebStore();
  return useQuery(`restaurant-info:${restaurantId}`, () => gateway.restaurantInfo(restaurantId));
}
