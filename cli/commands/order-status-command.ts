// `jumun order-status`'s action: the order's progress read once, then with --follow its stream
// (adapters/http/progress-stream.ts), each change printed as it comes until delivered or cancelled.
import { isLeft, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { formatMessage } from '../../domain/messages.ts';
import type { GatewayFailure } from '../../domain/ports/gateway-failure.ts';
import { isFinalStatus, type OrderProgress } from '../../domain/ports/order-progress-types.ts';
import { exitCodes, refuse } from '../exit.ts';
import { Target } from '../flags/flag-checks.ts';
import { across, decodeFlags, fields, optional } from '../flags/flag-codec.ts';
import { logInOwner, Owner } from './order-owner.ts';
import { changeLine, progressText } from './order-status-text.ts';

/** A cassette answers requests it recorded; a stream is no request and answer. */
const Follow = across(
  'Follow',
  { follow: optional(t.boolean, false), cassette: optional(t.string, undefined) },
  t.type({ follow: t.boolean }),
  ({ follow, cassette }) =>
    follow && cassette !== undefined
      ? left(
          '--follow reads the live stream of a gateway, which a cassette does not hold: give --gateway or drop --follow',
        )
      : right({ follow }),
);

/** The argument and flags of `jumun order-status`, checked in the order of its --help. */
export const OrderStatusOptions = t.intersection([
  fields({ orderNumber: t.string }),
  Follow,
  Owner,
  Target,
  fields({ json: optional(t.boolean, false) }),
]);

/** What the customer reads for a failed read of the order ('주문 정보가 없습니다.' for a 404). */
function failureText(failure: GatewayFailure): string {
  return failure.kind === 'rejected' && failure.status === 404
    ? formatMessage('ORDER_INFO_MISSING')
    : gatewayFailureRejection(failure, 'ORDER_PROGRESS_LOAD_FAILED').message;
}

export async function orderStatusCommand(orderNumber: string, flags: object): Promise<number> {
  const decoded = decodeFlags(OrderStatusOptions, { ...flags, orderNumber });
  if (isLeft(decoded)) return refuse(decoded.left, exitCodes.badInput);
  const options = decoded.right;
  const { connect } = await import('../run/connect.ts');
  const connection = await connect(options, options.token);
  if ('exitCode' in connection) return connection.exitCode;
  const { gateway } = connection;
  const loginFailed = await logInOwner(gateway, options.login);
  if (loginFailed !== null) return loginFailed;

  const print = (p: OrderProgress, first: boolean) =>
    process.stdout.write(`${options.json ? JSON.stringify(p) : first ? progressText(p) : changeLine(p)}\n`);
  const read = await gateway.orderProgress(options.orderNumber);
  if (!read.ok) return refuse(failureText(read.failure), exitCodes.failed);
  print(read.value, true);
  if (!options.follow || isFinalStatus(read.value.status)) return exitCodes.ok;

  let failure: GatewayFailure | null = null;
  const follow = gateway.progressStream.follow(
    options.orderNumber,
    {
      onProgress: (p) => print(p, false),
      onState: (state) => {
        if (state === 'reconnecting' && !options.json)
          process.stderr.write('jumun: the connection dropped; opening it again to catch up\n');
      },
      onFailure: (f) => {
        failure = f;
      },
    },
    { after: read.value.version },
  );
  const stop = () => follow.close();
  process.once('SIGINT', stop);
  await follow.ended;
  process.removeListener('SIGINT', stop);
  return failure === null ? exitCodes.ok : refuse(failureText(failure), exitCodes.failed);
}
