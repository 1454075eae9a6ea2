// The phone an order's page offers for calling the restaurant. The seed has no phones (SEED-FORMAT
// has none, and restaurant.info answers null): the gateway makes up a sandbox safety number (050x,
// the kind delivery apps hand out) from the restaurant's id, the same every time.

/** 0507-0100-0101 for restaurant 1000101, 0507-0000-1001 for 1001. */
export function restaurantPhone(restaurantId: number): string {
  const digits = String(restaurantId).padStart(8, '0').slice(-8);
  return `0507-${digits.slice(0, 4)}-${digits.slice(4)}`;
}
