// The cart ("주문표") beside the menu: a sticky right column from 768 px (CartPanel) and, on a phone,
// a bottom bar "주문표(N) · total" that opens /cart/ (CartBar). To be built: see part 1.

export function CartPanel() {
  return null;
}

export function CartBar() {
  return null;
}
