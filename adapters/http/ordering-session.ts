// The ordering port's e-mail login and logout over HTTP. The token source follows the session: a
// login stores its tokens, a logout removes them (spec 001 §4 "Logout ... removes the access token").

import type * as t from 'io-ts';
import type { LoginSuccess } from '../../contract/member.ts';
import type { LoginAnswer, OrderingGateway } from '../../domain/ports/gateway.ts';
import { answered, failed, type GatewayResult } from '../../domain/ports/gateway-failure.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { mapOk } from './result-map.ts';
import type { TokenSource } from './tokens.ts';

type Part = Pick<OrderingGateway, 'loginEmail' | 'logout'>;

/** The member's session; a member without an e-mail (some social accounts) has ''. */
export function loginAnswerOf(s: t.TypeOf<typeof LoginSuccess>): LoginAnswer {
  return {
    customer_id: s.customer_id,
    email: s.email ?? '',
    account_origin: s.account_origin,
    access_token: s.access_token,
    refresh_token: s.refresh_token,
    state: s.state,
    password_change_required: s.password_change_required,
    phone: s.phone ?? null,
  };
}

export function storeSession<T extends LoginAnswer>(tokens: TokenSource, result: GatewayResult<T>) {
  if (result.ok) {
    tokens.store({ access_token: result.value.access_token, refresh_token: result.value.refresh_token });
  }
  return result;
}

export function orderingSession({ client, tokens, deviceId }: GatewayDeps): Part {
  return {
    /**
     * "Failure returns an error field": a refusal answered with 200 becomes the same failure as
     * one answered with 4xx, code and display_message taken from the error field.
     * The device is this installation's (the one the captcha image was made for), so a captcha
     * answer is checked against the captcha this device was shown.
     */
    async loginEmail(req) {
      const answer = await client.callGateway('member.login-email', {}, { ...req, device_id: deviceId });
      if (!answer.ok) return answer;
      const value = answer.value;
      if ('error' in value) {
        const { error } = value;
        return failed({
          kind: 'rejected',
          status: 200,
          code: String(error.error_code),
          message: error.display_message,
          body: value,
        });
      }
      return storeSession(tokens, answered(loginAnswerOf(value)));
    },
    /** The local session ends whatever the server says; the tokens go with it. */
    async logout() {
      const answer = await client.callGateway('member.logout', {}, {});
      tokens.clear();
      return mapOk(answer, () => null);
    },
  };
}
