// The invariants on real projections (the store over the in-memory gateway): a checkout whose
// total adds up holds; a server cart that disagrees, a total that does not add up and a refusal
// the catalogue does not know each break one, said as the checks `jumun run` would fail on.
import { describe, expect, it } from 'vitest';
import type { Projections } from '../../domain/projections/projections.ts';
import { testStore } from '../../domain/store/testing/test-store.ts';
import type { LineResult } from '../script/run-script.ts';
import {
  brokenBy,
  productInvariants,
  REFUSAL_TEXT,
  refusalText,
  SERVER_CART,
  serverCartAgrees,
  TOTAL,
  totalAddsUp,
} from './invariants.ts';
import { emptyModel } from './journey-model.ts';

const projectionInvariants = [totalAddsUp, serverCartAgrees];

const accepted: LineResult = { script: 'explore', line: 1, type: 'GoToCheckout', ok: true, events: [] };

async function atCheckout(): Promise<Projections> {
  const { store } = testStore();
  await store.dispatch({ type: 'SetLocation', address: '역삼동' });
  await store.dispatch({ type: 'OpenRestaurant', restaurantId: 1001 });
  await store.dispatch({
    type: 'AddItem',
    menu: '후라이드치킨',
    options: { '맛 선택': ['양념'] },
    amount: 2,
  });
  const outcome = await store.dispatch({ type: 'GoToCheckout', confirmed: true });
  expect(outcome.kind).toBe('accepted');
  return store.projections();
}

describe('the invariants after a step', () => {
  it('hold for a checkout whose server cart is the client’s', async () => {
    const p = await atCheckout();
    const { itemsTotal, deliveryFee, total } = p.checkout;
    expect(p.checkout.stage).toBe('inserted');
    const seen = {
      model: emptyModel(),
      result: accepted,
      projections: p,
      serverCart: { itemsTotal, deliveryFee, total },
    };
    expect(brokenBy(seen, projectionInvariants)).toBeNull();
  });

  it('break when the server cart answered other items or fee: the checks are the server’s values', async () => {
    const p = await atCheckout();
    const serverCart = {
      itemsTotal: p.checkout.itemsTotal + 1000,
      deliveryFee: p.checkout.deliveryFee,
      total: 0,
    };
    const broken = brokenBy(
      { model: emptyModel(), result: accepted, projections: p, serverCart },
      projectionInvariants,
    );
    expect(broken).toMatchObject({
      kind: 'assert',
      invariant: SERVER_CART,
      checks: { 'checkout.itemsTotal': p.checkout.itemsTotal + 1000 },
    });
  });

  it('break when the total is not lines + fee − discounts', async () => {
    const p = await atCheckout();
    const wrong = { ...p, checkout: { ...p.checkout, total: p.checkout.total + 500 } };
    const broken = brokenBy(
      { model: emptyModel(), result: accepted, projections: wrong, serverCart: null },
      projectionInvariants,
    );
    expect(broken).toMatchObject({
      kind: 'assert',
      invariant: TOTAL,
      checks: { 'checkout.total': p.checkout.total },
    });
    expect(broken?.said).toBe(`checkout.total: expected ${p.checkout.total}, was ${p.checkout.total + 500}`);
  });

  it('break on a refusal whose text the catalogue does not have, and not on one it has', async () => {
    const p = await atCheckout();
    const refused = (message: string): LineResult => ({
      ...accepted,
      ok: false,
      outcome: 'rejected',
      rejection: { code: 'X', message },
    });
    const unknown = brokenBy(
      { model: emptyModel(), result: refused('알 수 없는 오류'), projections: p, serverCart: null },
      [refusalText],
    );
    expect(unknown).toMatchObject({ kind: 'refusal', invariant: REFUSAL_TEXT });
    const known = refused('주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.');
    expect(
      brokenBy({ model: emptyModel(), result: known, projections: p, serverCart: null }, [refusalText]),
    ).toBeNull();
  });
});

describe('the invariants after an order', () => {
  it('are the read-back lines a QA script has: the order resent, the menu read back', async () => {
    const { parseScript } = await import('../script/script-line.ts');
    const readBacks = productInvariants.filter((i) => 'lines' in i);
    const lines = readBacks.flatMap((i) => ('lines' in i ? i.lines({ restaurantId: 1001 }) : []));
    expect(lines).toEqual([
      { capture: { order: 'checkout.orderNumber' } },
      { resend: 'SubmitOrder', assert: { status: { $gte: 200, $lt: 300 }, orderNumber: '{{order}}' } },
      { read: 'menu', restaurantId: 1001, assert: { stock: { $every: { stock: { $gte: 0 } } } } },
    ]);
    const parsed = parseScript(lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(parsed.ok && parsed.lines.map((l) => l.kind)).toEqual(['capture', 'read', 'read']);
  });
});
