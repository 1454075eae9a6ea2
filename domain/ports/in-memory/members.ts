// In-memory member accounts: e-mail and social logins, joins, the inquiries and withdrawal, with
// the one session the logins open. Id inquiry checks the code in the shared SMS outbox.
import type { WithdrawRequest } from '../../account/withdrawal.ts';
import type { AccountGateway, SocialOrigin } from '../account-gateway.ts';
import type { LoginAnswer, OrderingGateway } from '../gateway.ts';
import { answered, failed, type GatewayResult } from '../gateway-failure.ts';
import type { CallGuard } from './call-guard.ts';

export interface InMemoryUser extends LoginAnswer {
  readonly password: string;
}

/** A provider account; customer_id null: not joined yet. */
export interface InMemorySocialAccount {
  readonly provider: SocialOrigin;
  /** The provider token that identifies it. */
  readonly token: string;
  readonly email: string | null;
  readonly customer_id: string | null;
  readonly state: string | null;
  readonly phone?: string | null;
}

export type MemberCalls = Pick<OrderingGateway, 'loginEmail' | 'logout'> & AccountGateway;

export interface InMemoryMembers extends MemberCalls {
  /** Every withdraw request the server accepted, in order. */
  readonly withdrawals: WithdrawRequest[];
}

const ack = (message: string | null = null) => answered({ success: message === null, message });
const refused = (status: number, message: string): GatewayResult<never> =>
  failed({ kind: 'rejected', status, message });

export function inMemoryMembers(
  seed: {
    readonly users: readonly InMemoryUser[];
    readonly socialAccounts?: readonly InMemorySocialAccount[];
  },
  { guard }: CallGuard<keyof MemberCalls>,
  outbox: ReadonlyMap<string, string>,
): InMemoryMembers {
  const users = new Map(seed.users.map((u) => [u.email, u]));
  const social = new Map((seed.socialAccounts ?? []).map((a) => [`${a.provider}:${a.token}`, a]));
  const withdrawals: WithdrawRequest[] = [];
  let session: LoginAnswer | null = null;
  let serial = 0;

  const open = <T extends LoginAnswer>(login: T): GatewayResult<T> => {
    session = login;
    return answered(login);
  };
  const socialLoginOf = (a: InMemorySocialAccount, customerId: string) => ({
    customer_id: customerId,
    email: a.email ?? '',
    account_origin: a.provider,
    access_token: `token-${customerId}`,
    refresh_token: null,
    state: a.state,
    password_change_required: false,
    phone: a.phone ?? null,
    is_signed_up: true,
  });

  return {
    withdrawals,
    loginEmail: (req) =>
      guard('loginEmail', () => {
        const user = users.get(req.username);
        if (user === undefined || user.password !== req.password)
          return refused(401, '아이디 또는 비밀번호가 일치하지 않습니다.');
        const { password: _password, ...login } = user;
        return open(login);
      }),
    logout: () =>
      guard('logout', () => {
        session = null;
        return answered(null);
      }),
    userInfo: () =>
      guard('userInfo', () =>
        // Without a session the reference gateway sees no token and answers login_required.
        session === null
          ? refused(401, '로그인이 필요합니다.')
          : answered({
              customer_id: session.customer_id,
              is_user: true,
              email: session.email,
              state: session.state,
            }),
      ),
    captchaImage: (deviceId) =>
      guard('captchaImage', () => answered({ url: `https://captcha.test/${deviceId}.png` })),
    updateLastLogin: () => guard('updateLastLogin', () => ack()),
    socialJoined: (token) =>
      guard('socialJoined', () => {
        const a = social.get(`${token.account_origin}:${token.access_token}`);
        return answered({
          is_joined: (a?.customer_id ?? null) !== null,
          state: a?.state ?? null,
          email: a?.email ?? null,
        });
      }),
    socialLogin: (req) =>
      guard('socialLogin', () => {
        const a = social.get(`${req.account_origin}:${req.access_token}`);
        if (a === undefined || a.customer_id === null) return refused(404, '가입되지 않은 계정입니다.');
        return open(socialLoginOf(a, a.customer_id));
      }),
    join: (req) =>
      guard('join', () => {
        if (users.has(req.email))
          return answered({ status_code: 'FAIL', message: '이미 가입된 이메일입니다.' });
        const customerId = `9100${String(++serial).padStart(2, '0')}`;
        users.set(req.email, {
          customer_id: customerId,
          email: req.email,
          password: req.password,
          account_origin: 'email',
          access_token: `token-${customerId}`,
          refresh_token: null,
          state: null,
          password_change_required: false,
          phone: req.phone,
        });
        return answered({ status_code: 'OK', message: '' });
      }),
    socialJoin: (req) =>
      guard('socialJoin', () => {
        const key = `${req.account_origin}:${req.access_token}`;
        const a = social.get(key);
        if (a?.customer_id != null) return ack('이미 가입된 계정입니다.');
        const customerId = `9200${String(++serial).padStart(2, '0')}`;
        social.set(key, {
          provider: req.account_origin,
          token: req.access_token,
          email: a?.email ?? req.email,
          customer_id: customerId,
          state: null,
          phone: req.phone,
        });
        return ack();
      }),
    passwordInquiry: (email) =>
      guard('passwordInquiry', () => (users.has(email) ? ack() : ack('가입되지 않은 이메일입니다.'))),
    idInquiry: (req) =>
      guard('idInquiry', () => {
        const user = [...users.values()].find((u) => u.phone === req.phone);
        return answered(
          outbox.get(req.phone) === req.verification_code
            ? { username: user?.email ?? null, message: null }
            : { username: null, message: '인증번호가 일치하지 않습니다.' },
        );
      }),
    withdraw: (req) =>
      guard('withdraw', () => {
        if (session === null) return refused(401, '로그인이 필요합니다.');
        users.delete(session.email);
        withdrawals.push(req);
        return ack();
      }),
    refreshToken: () =>
      guard('refreshToken', () =>
        session === null
          ? refused(401, 'NO_REFRESH_TOKEN')
          : answered({ access_token: session.access_token, refresh_token: 'refresh' }),
      ),
  };
}
