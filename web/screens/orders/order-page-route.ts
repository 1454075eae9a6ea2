// Where 주문내역 opens one order: the order's page. Until that page has its own route, the seeds'
// order-complete page with the order's number, which reads any order of this customer.
import type { Route } from '../../../domain/routes/route-table.ts';

export const orderPageRoute = (orderNumber: string): Route => ({ name: 'thankyou', orderNumber });
