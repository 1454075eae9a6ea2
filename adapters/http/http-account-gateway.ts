// AccountGateway over HTTP: user info (retried), captcha, social login and join, join, inquiries,
// withdrawal and the token refresh. Calls that open a session store its tokens.
import type { AccountGateway } from '../../domain/ports/account-gateway.ts';
import { failed } from '../../domain/ports/gateway-failure.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { loginAnswerOf, storeSession } from './ordering-session.ts';
import { ackOf, mapOk } from './result-map.ts';

export function httpAccountGateway({ client, tokens, deviceId }: GatewayDeps): AccountGateway {
  return {
    userInfo() {
      return client.callGateway('member.user-info', {}, {});
    },
    captchaImage(id) {
      return client.callGateway('member.captcha-image', {}, { device_id: id === '' ? deviceId : id });
    },
    async updateLastLogin(id) {
      const answer = await client.callGateway(
        'member.update-last-login',
        {},
        { device_id: id === '' ? deviceId : id },
      );
      return mapOk(answer, ackOf);
    },
    socialJoined(token) {
      return client.callGateway('member.social-joined', {}, token);
    },
    /** Designed: an answer without is_signed_up is a joined member (the check came first). */
    async socialLogin(req) {
      const answer = await client.callGateway('member.social-login', {}, req);
      const session = mapOk(answer, (s) => ({ ...loginAnswerOf(s), is_signed_up: s.is_signed_up ?? true }));
      return storeSession(tokens, session);
    },
    join(req) {
      return client.callGateway('member.join', {}, req);
    },
    async socialJoin(req) {
      return mapOk(await client.callGateway('member.social-join', {}, req), ackOf);
    },
    async passwordInquiry(email) {
      return mapOk(await client.callGateway('member.password-inquiry', {}, { email }), ackOf);
    },
    async idInquiry(req) {
      const answer = await client.callGateway('member.id-inquiry', {}, req);
      return mapOk(answer, (a) => ({ username: a.username, message: a.message ?? null }));
    },
    async withdraw(req) {
      return mapOk(await client.callGateway('member.withdraw', {}, req), ackOf);
    },
    async refreshToken() {
      const refreshToken = tokens.refreshToken();
      if (refreshToken === null) return failed({ kind: 'rejected', status: 401, code: 'NO_REFRESH_TOKEN' });
      const answer = await client.callGateway('member.token-refresh', {}, { refresh_token: refreshToken });
      if (answer.ok) tokens.store(answer.value);
      return mapOk(answer, (a) => ({ access_token: a.access_token, refresh_token: a.refresh_token }));
    },
  };
}
