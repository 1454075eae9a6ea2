// The ordering port's order calls over HTTP: order submit (with its idempotency key), order info and
// the exit poll. A guest's order is kept with the guest's token (order-owners.ts), so the device
// reads it again after a login.
import { OrderRejected } from '../../contract/order-result.ts';
import type { OrderingGateway, OrderSubmitAnswer } from '../../domain/ports/gateway.ts';
import { answered } from '../../domain/ports/gateway-failure.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { asOwner, type OrderOwners } from './order-owners.ts';
import { ackOrRefusal, mapOk } from './result-map.ts';

type Part = Pick<OrderingGateway, 'submitOrder' | 'orderInfo' | 'pollChoices' | 'pollSubmit'>;

export function orderingOrder({ client, tokens }: GatewayDeps, owners: OrderOwners): Part {
  return {
    /**
     * Sent once, never retried, with the idempotency-key header: a repeat of the same cart is the
     * server's to recognise. A 4xx whose body holds the [type, message] entries is the refusal of
     * spec 000 §8, answered as data; any other refusal stays a failure.
     */
    async submitOrder(req) {
      const answer = await client.callGateway(
        'order.submit',
        { customer_id: req.customer_id, lat: req.point.lat, lng: req.point.lng },
        req.body,
        { headers: { 'idempotency-key': req.idempotency_key } },
      );
      if (answer.ok) {
        // A guest's token (no refresh token: a member's session has one) is what reads the order.
        const token = tokens.accessToken();
        const number = answer.value.order_number;
        if (number !== null && token !== null && tokens.refreshToken() === null)
          owners.remember(number, token);
        return answered<OrderSubmitAnswer>({ kind: 'placed', result: answer.value });
      }
      const f = answer.failure;
      if (f.kind === 'rejected' && OrderRejected.is(f.body)) {
        return answered<OrderSubmitAnswer>({
          kind: 'refused',
          errors: f.body.errors,
          stock_info: f.body.stock_info ?? null,
        });
      }
      return answer;
    },
    async orderInfo(orderNumber) {
      const answer = await asOwner(owners, orderNumber, (options) =>
        client.callGateway('order.info', { order_number: orderNumber }, {}, options),
      );
      return mapOk(answer, (o) => ({
        order_number: o.order_number,
        restaurant_id: o.restaurant_id,
        restaurant_name: o.restaurant_name,
        status: o.status,
        items: o.items,
        total_order_amount: o.total_order_amount,
        payment_amount: o.payment_amount,
        payment_method: o.payment_method,
        min_order_amount: o.min_order_amount,
        delivery_fee: o.delivery_fee,
        address: o.address,
        // absent from an older gateway's answer
        ...(o.items_total === undefined ? {} : { items_total: o.items_total }),
        ...(o.discounts === undefined ? {} : { discounts: o.discounts }),
        ...(o.user_comment === undefined ? {} : { user_comment: o.user_comment }),
      }));
    },
    pollChoices(orderNumber) {
      return client.callGateway('poll.choices', {}, { order_number: orderNumber });
    },
    async pollSubmit(req) {
      return ackOrRefusal(await client.callGateway('poll.submit', {}, req));
    },
  };
}
