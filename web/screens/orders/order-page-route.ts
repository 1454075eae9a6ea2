// Where 주문내역 opens one order: the order's page (/orders/{number}/), which reads it without
// touching the cart.
import type { Route } from '../../../domain/routes/route-table.ts';

export const orderPageRoute = (orderNumber: string): Route => ({ name: 'order', orderNumber });
