// The flags of the commands that read one order (order-info, order-status): orders are private, so
// the order's customer is needed, by the token that placed it (printed by `jumun order`) or as the
// member who ordered, logged in first.
import { left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { HttpGateway } from '../../adapters/http/http-gateway.ts';
import { gatewayFailureRejection } from '../../domain/checkout/error-mapping.ts';
import { exitCodes, refuse } from '../exit.ts';
import { across, optional } from '../flags/flag-codec.ts';

const text = optional(t.string, undefined);

const Login = t.type({ email: t.string, password: t.string });

/** Orders are private: without the owner's token or login the gateway could only refuse. */
export const Owner = across(
  'Owner',
  { token: text, email: text, password: text },
  t.type({ token: t.union([t.string, t.undefined]), login: t.union([Login, t.null]) }),
  ({ token, email, password }) => {
    if (token === undefined && email === undefined)
      return left(
        "the order's owner is needed: give --token (printed by `jumun order`) or --email with --password",
      );
    if (email === undefined) return right({ token, login: null });
    return password === undefined
      ? left("--email: give --password too (the member's password)")
      : right({ token, login: { email, password } });
  },
);

/** Logs the member in when the owner was given by login; the exit code when that failed, else null. */
export async function logInOwner(
  gateway: HttpGateway,
  login: t.TypeOf<typeof Login> | null,
): Promise<number | null> {
  if (login === null) return null;
  const answer = await gateway.loginEmail({
    username: login.email,
    password: login.password,
    captcha: null,
    device_id: 'jumun-cli',
  });
  return answer.ok
    ? null
    : refuse(gatewayFailureRejection(answer.failure, 'LOGIN_FAILED').message, exitCodes.failed);
}
