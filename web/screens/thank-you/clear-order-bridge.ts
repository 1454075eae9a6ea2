// Once the order is shown, the values that only bridged this order are removed: last_checkout and
// the online payment result (spec 000 §4 "Then it clears the cart, last_checkout and the online
// payment result"; the cart is cleared by the store with the order's loading).
import type { KeyValueStorage } from '../../../domain/ports/storage.ts';
import { STORAGE_KEYS } from '../../../domain/storage-lifetimes.ts';

export function clearOrderBridge(storage: KeyValueStorage): void {
  for (const key of [STORAGE_KEYS.lastCheckout, STORAGE_KEYS.payment]) storage.remove(key.area, key.key);
}
