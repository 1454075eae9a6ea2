// `jumun order-info`'s action: an order as its owner sees it, with the owner's token or login.
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { exitCodes, refuse } from '../exit.ts';
import { Target } from '../flags/flag-checks.ts';
import { decodeFlags, fields, optional } from '../flags/flag-codec.ts';
import { orderInfoText } from './order-info-text.ts';
import { logInOwner, Owner } from './order-owner.ts';

/** The argument and flags of `jumun order-info`, checked in the order of its --help. */
export const OrderInfoOptions = t.intersection([
  fields({ orderNumber: t.string }),
  Owner,
  Target,
  fields({ json: optional(t.boolean, false) }),
]);

export async function orderInfoCommand(orderNumber: string, flags: object): Promise<number> {
  const decoded = decodeFlags(OrderInfoOptions, { ...flags, orderNumber });
  if (isLeft(decoded)) return refuse(decoded.left, exitCodes.badInput);
  const options = decoded.right;
  const { connect } = await import('../run/connect.ts');
  const connection = await connect(options, options.token);
  if ('exitCode' in connection) return connection.exitCode;
  const { gateway } = connection;
  const loginFailed = await logInOwner(gateway, options.login);
  if (loginFailed !== null) return loginFailed;
  const order = await gateway.orderInfo(options.orderNumber);
  if (!order.ok) {
    const missing = order.failure.kind === 'rejected' && order.failure.status === 404;
    return refuse(
      missing
        ? '주문 정보가 없습니다.'
        : gatewayFailureRejection(order.failure, 'ORDER_INFO_LOAD_FAILED').message,
      exitCodes.failed,
    );
  }
  const o = order.value;
  if (options.json) {
    process.stdout.write(`${JSON.stringify(o, null, 2)}\n`);
    return exitCodes.ok;
  }
  process.stdout.write(`${orderInfoText(o)}\n`);
  return exitCodes.ok;
}
