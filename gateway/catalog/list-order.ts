// The restaurant list's sort orders (spec 000 §9 "Sort options: rank, review_avg, review_count,
// min_order_value, distance, estimated_delivery_time"; default rank).
//
// Decisions where the spec is silent:
// - Closed restaurants sink below the open ones in every order (a delivery app lists what can be
//   ordered now first); within each group the chosen order applies, ties by distance, then id.
// - rank: sponsoring (프랜차이즈) restaurants first, then by rating weighted with the review count
//   (review_avg × log10(1 + review_count)), so four 5-star reviews do not beat 300 at 4.7.
// - review_avg and review_count: highest first, restaurants without a rating last.
// - min_order_value, distance and estimated_delivery_time: lowest first.
import type { SortOrder } from '../../domain/shell/sort-options.ts';
import type { WireRestaurant } from './restaurant-view.ts';
import { SPONSORING_CATEGORY } from './restaurant-view.ts';

type Compare = (a: WireRestaurant, b: WireRestaurant) => number;

const sponsoring = (r: WireRestaurant): number => (r.categories.includes(SPONSORING_CATEGORY) ? 1 : 0);
const rankScore = (r: WireRestaurant): number => (r.review_avg ?? 0) * Math.log10(1 + r.review_count);
const minutes = (r: WireRestaurant): number => Number.parseInt(r.estimated_delivery_time ?? '', 10);
const distance = (r: WireRestaurant): number => r.distance ?? Number.POSITIVE_INFINITY;

const descending =
  (key: (r: WireRestaurant) => number | null): Compare =>
  (a, b) =>
    (key(b) ?? Number.NEGATIVE_INFINITY) - (key(a) ?? Number.NEGATIVE_INFINITY);
const ascending =
  (key: (r: WireRestaurant) => number): Compare =>
  (a, b) =>
    key(a) - key(b);

const byOrder: Readonly<Record<SortOrder, Compare>> = {
  rank: (a, b) => sponsoring(b) - sponsoring(a) || descending(rankScore)(a, b),
  review_avg: descending((r) => r.review_avg),
  review_count: descending((r) => r.review_count),
  min_order_value: ascending((r) => r.min_order_amount),
  distance: ascending(distance),
  estimated_delivery_time: ascending((r) =>
    Number.isNaN(minutes(r)) ? Number.POSITIVE_INFINITY : minutes(r),
  ),
};

const tieBreak: Compare = (a, b) => {
  const d = distance(a) - distance(b);
  return (Number.isNaN(d) ? 0 : d) || a.id - b.id;
};

export function sortRestaurants(list: readonly WireRestaurant[], order: SortOrder): WireRestaurant[] {
  const compare = byOrder[order];
  return [...list].sort((a, b) => Number(b.open) - Number(a.open) || compare(a, b) || tieBreak(a, b));
}
