// The SetLocation a screen dispatches for the customer's choice: on the checkout screen (its header
// search, or the picker opened from it) the cart stays whatever the zip code (spec 001 §4 "If the
// delivery zip code differs from the cart's and the screen is not checkout, the cart is cleared.").
import type { CommandOf } from '../commands/commands.ts';
import type { Route } from '../routes/route-table.ts';
import type { GeoPoint } from './geo-point.ts';

export type LocationChoice = { readonly address: string } | { readonly point: GeoPoint };

export function setLocationCommand(choice: LocationChoice, screen: Route | null): CommandOf<'SetLocation'> {
  return screen?.name === 'checkout'
    ? { type: 'SetLocation', ...choice, fromCheckout: true }
    : { type: 'SetLocation', ...choice };
}
