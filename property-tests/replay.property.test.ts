// Replay determinism: for any generated command sequence, replaying the log — as it is, and after
// a JSON round trip through the stored-log decoder — gives exactly the live projections; and each
// stored event passes its codec's guard and decodes to itself (the reader's shortcut).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../domain/checkout/payment.ts';
import type { Command } from '../domain/commands/commands.ts';
import { Event as EventC } from '../domain/events/events.ts';
import { decodeLog } from '../domain/store/decode-log.ts';
import { replay } from '../domain/store/replay.ts';
import { testStore } from '../domain/store/testing/test-store.ts';

const accountPhone = fc.constantFrom('01012345678', '01055556666');
const agreed = { policy: true, collect: true, efinance: true, age14: true, push: false };

// The account screens of spec 001. A code of '@outbox' stands for the code last sent (`resolve`),
// so joins and id inquiries also succeed, not only fail.
const accountCommand: fc.Arbitrary<Command> = fc.oneof(
  fc.constantFrom<Command>(
    { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' },
    { type: 'LogOut' },
    { type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-minji' },
    { type: 'SocialLogIn', provider: 'kakao', accessToken: 'kakao-leaving' },
    { type: 'SocialLogIn', provider: 'naver', accessToken: 'naver-new' },
    { type: 'SocialLogIn', provider: 'kakao', accessToken: 'kakao-new' },
    { type: 'SocialLogIn', provider: 'naver', accessToken: '' },
    { type: 'FindPassword', email: 'minji@example.com' },
    { type: 'FindPassword', email: 'nobody@example.com' },
    { type: 'Withdraw', reason: 'ETC', text: '열글자를채웠습니다요' },
    { type: 'Withdraw', reason: 'ETC', text: '열글자를채웠습니다요', confirmed: true },
    { type: 'Withdraw', reason: 'INFREQUENTLY_USED', confirmed: true },
    { type: 'Withdraw', reason: '', confirmed: true },
  ),
  fc
    .record({ context: fc.constantFrom('REGISTER' as const, 'FIND_EMAIL' as const), phone: accountPhone })
    .map((r): Command => ({ type: 'RequestSmsCode', ...r })),
  fc
    .constantFrom('@outbox', '0000', '12')
    .map((code): Command => ({ type: 'VerifySmsCode', context: 'REGISTER', code })),
  fc
    .record({ phone: accountPhone, code: fc.constantFrom('@outbox', '0000') })
    .map((r): Command => ({ type: 'FindId', ...r })),
  fc
    .record({
      email: fc.constantFrom('seoyeon@example.com', 'minji@example.com', ''),
      password: fc.constantFrom('Jumun!2027', 'short'),
      phone: accountPhone,
      smsCode: fc.constantFrom('@outbox', ''),
      policy: fc.boolean(),
      confirmed: fc.constantFrom(undefined, true, false),
    })
    .map(
      ({ password, policy, confirmed, ...r }): Command => ({
        type: 'Join',
        ...r,
        password,
        confirmPassword: password,
        nickname: '서연',
        agreements: { ...agreed, policy },
        ...(confirmed === undefined ? {} : { confirmed }),
      }),
    ),
  fc
    .record({
      provider: fc.constantFrom('naver' as const, 'kakao' as const),
      email: fc.constantFrom('kakao.user@example.com', ''),
      phone: accountPhone,
      smsCode: fc.constantFrom('@outbox', ''),
    })
    .map(
      ({ provider, ...r }): Command => ({
        type: 'SocialJoin',
        provider,
        accessToken: `${provider}-new`,
        ...r,
        agreements: agreed,
      }),
    ),
);

function resolve(c: Command, { store, ports }: ReturnType<typeof testStore>): Command {
  const code = (phone: string) => ports.gateway.outbox.get(phone) ?? '';
  switch (c.type) {
    case 'VerifySmsCode':
      return c.code === '@outbox' ? { ...c, code: code(store.getState().session.accountPhone.number) } : c;
    case 'FindId':
      return c.code === '@outbox' ? { ...c, code: code(c.phone) } : c;
    case 'Join':
    case 'SocialJoin':
      return c.smsCode === '@outbox' ? { ...c, smsCode: code(c.phone) } : c;
    default:
      return c;
  }
}

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constantFrom<Command>(
    { type: 'SetLocation', address: '역삼동' },
    { type: 'SetLocation', address: '서초동' },
    { type: 'SetLocation', address: '없는동' },
    { type: 'GoToCheckout' },
    { type: 'GoToCheckout', confirmed: true },
    { type: 'RequestSmsCode' },
    { type: 'ClearCart' },
    // With waits of up to 5 minutes, a sequence often outlives the location (20 min) and the restaurant (10 min).
    { type: 'ExpireStale' },
    { type: 'SubmitOrder' },
    { type: 'SubmitOrder', confirmed: true },
    { type: 'CancelCoupon', confirmed: true },
    { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' },
    { type: 'LogOut' },
  ),
  fc
    .constantFrom(1001, 1002, 1003, 4040)
    .map((restaurantId): Command => ({ type: 'OpenRestaurant', restaurantId })),
  fc
    .record({
      menu: fc.constantFrom(
        '후라이드치킨',
        '치즈볼',
        '소금빵',
        '크루아상',
        '앞다리 족발',
        '막국수',
        '반반치킨',
      ),
      amount: fc.integer({ min: 0, max: 4 }),
      confirmed: fc.boolean(),
    })
    .map((r): Command => ({ type: 'AddItem', ...r, options: { 맛: ['양념'] } })),
  fc
    .record({ line: fc.nat(3), amount: fc.integer({ min: 0, max: 5 }) })
    .map((r): Command => ({ type: 'ChangeAmount', ...r })),
  fc.nat(3).map((line): Command => ({ type: 'RemoveItem', line })),
  fc.constantFrom('101호', '', '3층 왼쪽').map((detail): Command => ({ type: 'SetAddressDetail', detail })),
  fc.constantFrom('01012345678', '010-9999-0000', '').map((phone): Command => ({ type: 'SetPhone', phone })),
  fc.constantFrom('0000', '12', '').map((code): Command => ({ type: 'VerifySmsCode', code })),
  fc
    .constantFrom('WELCOME3000', 'HUGE100000', 'NOPE')
    .map((code): Command => ({ type: 'ApplyCoupon', code })),
  fc
    .constantFrom<PaymentMethod>('cash', 'creditcard', 'pg_card', 'chaipay')
    .map((payment): Command => ({ type: 'ChoosePayment', payment })),
  fc.constantFrom('문 앞에 놔주세요', '').map((comment): Command => ({ type: 'SetComment', comment })),
  accountCommand,
);

/** Runs the steps live, then checks that the log replays, as is and from stored JSON, to the same projections. */
async function replaysLive(steps: readonly (readonly [Command, number])[]) {
  const test = testStore();
  for (const [c, wait] of steps) {
    test.ports.clock.advance(wait);
    await test.store.dispatch(resolve(c, test));
  }
  const live = test.store.projections();
  expect(replay(test.store.log())).toEqual(live);
  const stored = decodeLog(JSON.parse(JSON.stringify(test.store.log())));
  if (!stored.ok) throw new Error(stored.errors.join('\n'));
  expect(replay(stored.log)).toEqual(live);
  // the stored log's writer stores an event's JSON, its codec's encode being no change; its reader
  // takes an event its codec's guard accepts as it is (guarded-decode.ts): each stored event, as
  // written, decodes to itself
  for (const event of test.store.log()) {
    expect(JSON.stringify(EventC.encode(event))).toBe(JSON.stringify(event));
    const raw: unknown = JSON.parse(JSON.stringify(EventC.encode(event)));
    expect(EventC.is(raw), event.type).toBe(true);
    const decoded = EventC.decode(raw);
    expect(decoded._tag).toBe('Right');
    if (decoded._tag === 'Right') expect(decoded.right).toStrictEqual(raw);
  }
}

describe('replay', () => {
  it('rebuilds the live projections from the log, and from its stored JSON (DESIGN "replay(log) gives the same projections as live")', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(command, fc.nat(300_000)), { maxLength: 25 }), replaysLive),
      { numRuns: 1000 },
    );
  });

  it("rebuilds the account screens' projections too (spec 001 §4: join, social login, inquiries, withdrawal)", async () => {
    // Waits shorter than the code's 3 min 30 s, so sent codes are often still valid.
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(accountCommand, fc.nat(120_000)), { maxLength: 25 }), replaysLive),
      { numRuns: 500 },
    );
  });

  it('refuses a stored log that does not decode, naming the path', () => {
    const bad = decodeLog([{ type: 'ItemAdded', data: { restaurantId: 'x' }, metadata: { at: 1 } }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join('\n')).toMatch(/\$\[0\]\.data/);
  });
});
