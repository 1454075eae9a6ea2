import { describe, expect, it } from 'vitest';
import type { ProgressStatus } from '../../domain/ports/order-progress-types.ts';
import { testStore } from '../../domain/store/testing/test-store.ts';
import type { RestaurantAction } from './restaurant-line.ts';
import { runScript, type ScriptSession } from './run-script.ts';
import { parseScript } from './script-line.ts';

/** The status each move of the sandbox restaurant leads to. */
const statusOf: Record<RestaurantAction, ProgressStatus> = {
  accept: 'accepted',
  reject: 'cancelled',
  cook: 'cooking',
  depart: 'delivering',
  deliver: 'delivered',
};

/** A session whose sandbox restaurant is the in-memory desk. */
function session(): ScriptSession & { moves: string[] } {
  const { store, ports } = testStore();
  const moves: string[] = [];
  return {
    store,
    moves,
    sandboxSmsCode: (phone) => Promise.resolve(ports.gateway.outbox.get(phone) ?? null),
    sandboxRestaurant: async (orderNumber, move) => {
      moves.push(`${orderNumber} ${move.action}${move.minutes === undefined ? '' : ` ${move.minutes}`}`);
      if (!ports.gateway.desk.progress.has(orderNumber))
        return 'the sandbox restaurant refused (404): 주문번호에 해당하는 주문이 없습니다.';
      ports.gateway.desk.move(orderNumber, statusOf[move.action], {
        ...(move.minutes === undefined ? {} : { minutes: move.minutes }),
        ...(move.reason === undefined
          ? {}
          : { cancellation: { by: 'restaurant', reason: move.reason, refund: 'none' } }),
      });
      return null;
    },
  };
}

const placed = [
  '{"type":"SetLocation","address":"역삼동"}',
  '{"type":"OpenRestaurant","restaurantId":1001}',
  '{"type":"AddItem","menu":"치즈볼","amount":3}',
  '{"type":"GoToCheckout"}',
  '{"type":"SetAddressDetail","detail":"101호"}',
  '{"type":"SetPhone","phone":"01012345678"}',
  '{"type":"RequestSmsCode"}',
  '{"type":"VerifySmsCode","code":"@sandbox"}',
  '{"type":"ChoosePayment","payment":"cash"}',
  '{"type":"SubmitOrder","capture":{"order":"checkout.orderNumber"}}',
];

describe('a restaurant line (the sandbox restaurant moves an order)', () => {
  it('follows an order to the door: each move, then the status polled until delivered', async () => {
    const parsed = parseScript(
      [
        ...placed,
        '{"restaurant":"accept","order":"{{order}}","minutes":25}',
        '{"type":"LoadOrderProgress","orderNumber":"{{order}}","until":{"order.status":"accepted"}}',
        '{"assert":{"order.arrivalText":"12:25 도착 예정","order.cancellable":false}}',
        '{"type":"CancelOrder","orderNumber":"{{order}}","confirmed":true,"expect":{"rejected":"ORDER_NOT_CANCELLABLE"}}',
        '{"restaurant":"cook","order":"{{order}}"}',
        '{"restaurant":"depart","order":"{{order}}"}',
        '{"restaurant":"deliver","order":"{{order}}"}',
        '{"type":"LoadOrderProgress","orderNumber":"{{order}}","until":{"order.status":"delivered"}}',
        '{"assert":{"order.statusText":"배달 완료","order.steps.4.reached":true,"order.finished":true}}',
      ].join('\n'),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const s = session();
    const results = await runScript('delivered.jsonl', parsed.lines, s);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(results.map((r) => r.type).slice(10, 11)).toEqual(['restaurant accept']);
    expect(s.moves).toEqual([
      expect.stringMatching(/^\d+ accept 25$/),
      expect.stringMatching(/ cook$/),
      expect.stringMatching(/ depart$/),
      expect.stringMatching(/ deliver$/),
    ]);
  });

  it('fails with what the sandbox restaurant said, and skips the rest', async () => {
    const parsed = parseScript(
      ['{"restaurant":"accept","order":"2611219999"}', '{"type":"ClearCart"}'].join('\n'),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const results = await runScript('bad.jsonl', parsed.lines, session());
    expect(results[0]).toMatchObject({
      ok: false,
      type: 'restaurant accept',
      failure: 'the sandbox restaurant refused (404): 주문번호에 해당하는 주문이 없습니다.',
    });
    expect(results[1]?.skipped).toBe(true);
  });

  it('is refused before anything runs when it is not one, with a hint', () => {
    const parsed = parseScript(
      [
        '{"restaurant":"acept","order":"1"}',
        '{"restaurant":"reject","order":"1"}',
        '{"restaurant":"cook","order":"1","minutes":3}',
        '{"restaurant":"accept","oder":"1"}',
        '{"restaurant":"accept","order":"{{nope}}"}',
      ].join('\n'),
    );
    expect(parsed.ok ? [] : parsed.errors.map((e) => `${e.line}: ${e.message}`)).toEqual([
      '1: "restaurant" is one of accept, reject, cook, depart, deliver (e.g. {"restaurant": "accept", "order": "{{order}}", "minutes": 30}); did you mean "accept"?',
      '2: a restaurant that rejects an order says why: give "reason"',
      '3: "minutes" goes with "accept" only',
      '4: a restaurant line holds restaurant, order, minutes, reason: unknown "oder"; did you mean "order"?',
      expect.stringMatching(/^5: unknown variable \{\{nope\}\}/),
    ]);
  });
});
