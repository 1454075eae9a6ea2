// The ordering port's calls after the order over HTTP (jumun's extension, contract/order-progress.ts):
// the order's progress read once, the customer's cancel and a member's history. The stream of the
// progress is its own adapter (progress-stream.ts).
import type { OrderingGateway } from '../../domain/ports/gateway.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { asOwner, type OrderOwners } from './order-owners.ts';

type Part = Pick<OrderingGateway, 'orderProgress' | 'cancelOrder' | 'orderHistory'>;

export function orderingProgress({ client }: GatewayDeps, owners: OrderOwners): Part {
  return {
    orderProgress(orderNumber) {
      return asOwner(owners, orderNumber, (options) =>
        client.callGateway('order.progress', { order_number: orderNumber }, {}, options),
      );
    },
    /** Sent once, as every POST that changes state: a repeat after a lost answer is the customer's. */
    cancelOrder(req) {
      return asOwner(owners, req.order_number, (options) =>
        client.callGateway(
          'order.cancel',
          { order_number: req.order_number },
          { reason: req.reason },
          options,
        ),
      );
    },
    orderHistory(req) {
      return client.callGateway('order.history', {}, { page: req.page, page_size: req.page_size });
    },
  };
}
