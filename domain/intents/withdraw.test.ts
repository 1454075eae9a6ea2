import { describe, expect, it } from 'vitest';
import { answered } from '../ports/gateway-failure.ts';
import type { InMemoryPorts } from '../ports/in-memory/ports.ts';
import { draft } from '../store/decision.ts';
import { replay } from '../store/replay.ts';
import { drive } from '../store/testing/drive.ts';
import { accountTest } from './testing/account-fixtures.ts';
import { memberLoggedIn, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';
import { withdrawFlow } from './withdraw.ts';

const logIn = { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' } as const;
const reason = '주문할 일이 더 이상 없습니다';

describe('Withdraw (spec 001 §4 "Withdraw. Choose reason, confirm, submit, popup, log out, home.")', () => {
  it('withdraws after the confirmation, logs out and goes home', async () => {
    const { store, ports, run } = accountTest();
    const [, asked, done] = await run(
      logIn,
      { type: 'Withdraw', reason: 'ETC', text: reason },
      { type: 'Withdraw', reason: 'ETC', text: reason, confirmed: true },
    );

    expect(asked).toMatchObject({ kind: 'needs-confirmation', rejection: { code: 'WITHDRAW_CONFIRM' } });
    expect(done).toMatchObject({
      kind: 'accepted',
      navigate: '/',
      events: [{ type: 'LoggedOut', data: { reason: 'withdrawn' } }],
    });
    expect(ports.gateway.withdrawals).toEqual([{ reason_type: 'ETC', reason_detail: reason }]);
    expect(ports.gateway.calls.get('logout')).toBe(1);
    expect(store.projections().session).toMatchObject({ loggedIn: false, customerId: null, signedUp: false });
    expect(replay(store.log())).toEqual(store.projections());
    expect((await store.dispatch(logIn)).kind).toBe('rejected');
  });

  it('sends a guest to login (spec 001 §4 "Without login: popup then redirect to login.", §6 "Withdrawal needs login.")', async () => {
    const { ports, run } = accountTest();
    const [outcome] = await run({ type: 'Withdraw', reason: 'INFREQUENTLY_USED', confirmed: true });

    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'LOGIN_REQUIRED' },
      navigate: '/login/',
    });
    expect(ports.gateway.calls.get('withdraw')).toBeUndefined();
  });

  it('needs a reason, and 10 characters for ETC (spec 001 §5 "Withdraw: reason required ("탈퇴사유를 선택해 주세요."). For ETC the text must be at least 10 characters ("10글자 이상 적어주세요").")', async () => {
    const { ports, run } = accountTest();
    const [, none, short] = await run(
      logIn,
      { type: 'Withdraw', reason: '', confirmed: true },
      { type: 'Withdraw', reason: 'ETC', text: '아홉글자입니다요 ', confirmed: true },
    );

    expect(none?.kind === 'rejected' && none.rejection.message).toBe('탈퇴사유를 선택해 주세요.');
    expect(short?.kind === 'rejected' && short.rejection.message).toBe('10글자 이상 적어주세요');
    expect(ports.gateway.calls.get('withdraw')).toBeUndefined();
  });

  it('reports a failed withdrawal and stays logged in (spec 001 §8 "Withdraw failure: "탈퇴 신청에 오류가 발생 했습니다."")', async () => {
    const { store, ports, run } = accountTest();
    await run(logIn);
    ports.gateway.failNext('withdraw', { kind: 'rejected', status: 400, message: 'bad reason' });
    const [outcome] = await run({ type: 'Withdraw', reason: 'LACK_OF_DISCOUNTS', confirmed: true });

    expect(outcome).toMatchObject({
      kind: 'rejected',
      rejection: { code: 'WITHDRAW_FAILED', message: '탈퇴 신청에 오류가 발생 했습니다.' },
      events: [],
    });
    expect(store.projections().session.loggedIn).toBe(true);
  });
});

describe('Withdraw, given a member logged in', () => {
  const command = { type: 'Withdraw', reason: 'INFREQUENTLY_USED', text: '' } as const;
  it('asks first, then records the member logged out (spec 001 §4 "Withdraw")', async () => {
    await given([memberLoggedIn]).when(command).then({ confirm: 'WITHDRAW_CONFIRM' });
    const serverSession = {
      server: (ports: InMemoryPorts) =>
        ports.gateway.loginEmail({
          username: 'minji@example.com',
          password: 'Jumun!2026',
          captcha: null,
          device_id: 'd',
        }),
    };
    await given([memberLoggedIn], serverSession)
      .when({ ...command, confirmed: true })
      .then({ events: [draft('LoggedOut', { reason: 'withdrawn' })], navigate: '/' });
  });

  it('refuses a guest and sends them to log in', async () => {
    const { outcome } = await given()
      .when({ ...command, confirmed: true })
      .run();
    expect(outcome).toMatchObject({ kind: 'rejected', rejection: { code: 'LOGIN_REQUIRED' } });
  });
});

describe('Withdraw, its workflow driven with given answers', () => {
  it('refuses with the one text when the server refuses', () => {
    const { result: decision } = drive(
      withdrawFlow(
        { type: 'Withdraw', reason: 'INFREQUENTLY_USED', text: '', confirmed: true },
        stateOf([memberLoggedIn]),
      ),
      { 'gateway.withdraw': answered({ success: false, message: null }) },
    );
    expect(decision.rejection?.details).toEqual({ failure: 'refused' });
    expect(decision.events).toEqual([]);
  });
});
