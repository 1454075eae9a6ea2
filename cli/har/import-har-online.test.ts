// The import of a session paid online, over small hand-made HARs as import-har.test.ts's: the
// payment page's answers (declined, approved, a wallet, a mobile-card popup, one left unanswered)
// become AnswerPayment steps, and what makes no step is said.
import { describe, expect, it } from 'vitest';
import { unmappedLines } from './import-har.ts';
import { cashBody, guestOrder, imported, linesOf, orderAnswer } from './testing/guest-order.ts';
import { callEntry, fileEntry, pageEntry } from './testing/har-of.ts';

describe('jumun import-har, an online payment', () => {
  const orderNumber = '20261120-000123';
  const cardBody = { ...cashBody, payment: { ...cashBody.payment, service: 'onlycard' } };
  const cardAnswer = {
    ...orderAnswer,
    payment_method: 'onlycard',
    payment_url: `/sandbox/pg/${orderNumber}`,
  };
  const second = '20261120-000124';
  const declined = pageEntry(
    `/sandbox/pg/${orderNumber}`,
    { action: 'decline' },
    '/#/checkout/?code=PAYMENT_FAILED&message=%EA%B2%B0%EC%A0%9C',
  );
  const approved = pageEntry(
    `/sandbox/pg/${second}`,
    { action: 'approve' },
    `/#/checkout/thankyou!!/?order_number=${second}`,
  );
  /** Declined at the PG, back at checkout (its cart submitted again), then paid and approved. */
  const declinedThenApproved = [
    ...guestOrder.slice(0, 13),
    callEntry('order.submit', { body: cardBody, response: cardAnswer }),
    declined,
    fileEntry('/'),
    callEntry('cart.submit'),
    callEntry('order.submit', {
      body: cardBody,
      response: { ...cardAnswer, order_number: second, payment_url: `/sandbox/pg/${second}` },
    }),
    approved,
    callEntry('order.info', { params: { order_number: second } }),
  ];
  const commandsOf = (script: string) =>
    linesOf(script).filter(
      (line): line is { type: string } => typeof line === 'object' && line !== null && 'type' in line,
    );

  it('answers the payment page as recorded: declined, back at checkout, then approved', () => {
    const lines = linesOf(imported(declinedThenApproved).script);
    const after = lines.slice(lines.findIndex((l) => (l as { type?: string }).type === 'SetAddressDetail'));
    expect(after).toEqual([
      { type: 'SetAddressDetail', detail: '152' },
      { type: 'ChoosePayment', payment: 'pg_card' },
      { type: 'SetComment', comment: '문 앞에 놓아주세요' },
      { type: 'SubmitOrder', capture: { order: 'checkout.orderNumber' } },
      { assert: { 'checkout.stage': 'placed', 'checkout.total': 32200 } },
      { type: 'AnswerPayment', answer: 'decline' },
      { assert: { 'checkout.stage': 'inserted', 'checkout.paymentReturn.code': 'PAYMENT_FAILED' } },
      // the checkout AnswerPayment opened again: the same cart, its totals asserted, no GoToCheckout
      { assert: { 'cart.items.length': 1, 'cart.total': expect.any(Number) } },
      {
        assert: {
          'checkout.itemsTotal': expect.any(Number),
          'checkout.deliveryFee': expect.any(Number),
          'checkout.total': expect.any(Number),
        },
      },
      // the form as it was: the detail, the method and the comment are not typed again
      { type: 'SubmitOrder', capture: { order: 'checkout.orderNumber' } },
      { assert: { 'checkout.stage': 'placed', 'checkout.total': 32200 } },
      { type: 'AnswerPayment', answer: 'approve' },
      // AnswerPayment loaded the paid order as the thank-you page did: its read asserts only
      {
        assert: {
          'checkout.order.status': 'ACCEPTED',
          'checkout.order.payment_amount': 32200,
          'checkout.order.payment_method': 'onlycard',
        },
      },
    ]);
  });

  it('takes a submit whose answer was not recorded (the browser left for the PG) as placed', () => {
    const unrecorded = callEntry('order.submit', { body: cardBody });
    unrecorded.response.content.text = '';
    const result = imported([...guestOrder.slice(0, 13), unrecorded, declined]);
    const lines = linesOf(result.script);
    expect(lines.slice(-4)).toEqual([
      { type: 'SubmitOrder', capture: { order: 'checkout.orderNumber' } },
      { assert: { 'checkout.stage': 'placed' } },
      { type: 'AnswerPayment', answer: 'decline' },
      { assert: { 'checkout.stage': 'inserted', 'checkout.paymentReturn.code': 'PAYMENT_FAILED' } },
    ]);
    expect(result.unmapped.map((u) => u.name)).not.toContain('order.submit');
  });

  it('reads the wallet and the mobile-card popup: their posts are AnswerPayment too', () => {
    const wallet = pageEntry(
      '/sandbox/wallet/pay',
      { merchantPayKey: orderNumber, clientId: 'np', action: 'cancel' },
      '/#/checkout/?code=PAYMENT_CANCELLED&message=x',
    );
    const popup = pageEntry(
      `/smilepay/next/${orderNumber}/`,
      { OrderId: orderNumber, ResultCode: '0000' },
      `/#/checkout/thankyou!!/?order_number=${orderNumber}`,
    );
    const submit = callEntry('order.submit', { body: cardBody, response: cardAnswer });
    for (const [page, answer] of [
      [wallet, 'cancel'],
      [popup, 'approve'],
    ] as const)
      expect(commandsOf(imported([...guestOrder.slice(0, 13), submit, page]).script).at(-1)).toEqual({
        type: 'AnswerPayment',
        answer,
      });
  });

  it('says why an answer the provider refused, or for an order not placed here, makes no step', () => {
    const refused = pageEntry(`/sandbox/pg/${orderNumber}`, { action: 'approve' }, null);
    const submit = callEntry('order.submit', { body: cardBody, response: cardAnswer });
    const result = imported([...guestOrder.slice(0, 13), submit, refused, approved]);
    expect(unmappedLines(result.unmapped)).toEqual(
      expect.arrayContaining([
        `unmapped: payment page POST /sandbox/pg/${orderNumber}: the provider did not send the customer back to the app (answered 409): no step`,
        `unmapped: payment page POST /sandbox/pg/${second}: an answer for order ${second}, which this session did not place: no step`,
      ]),
    );
    expect(commandsOf(result.script).map((c) => c.type)).not.toContain('AnswerPayment');
  });

  it('writes a mobile-card popup left unanswered as its close, when checkout opened again', () => {
    const mobileAnswer = {
      ...cardAnswer,
      payment_url: null,
      payment_method: 'smilepay',
      OrderId: orderNumber,
      Moid: orderNumber,
      ResultCode: '0000',
      ResultMsg: '성공',
      TxnId: 'T1',
    };
    const result = imported([
      ...guestOrder.slice(0, 13),
      callEntry('order.submit', { body: cardBody, response: mobileAnswer }),
      fileEntry(`/sandbox/smilepay/popup?OrderId=${orderNumber}&Moid=${orderNumber}`),
      callEntry('cart.submit'),
    ]);
    const lines = linesOf(result.script);
    expect(lines.slice(-4, -2)).toEqual([
      { type: 'AnswerPayment', answer: 'close' },
      { assert: { 'checkout.stage': 'inserted', 'checkout.paymentReturn.code': 'PAYMENT_CANCELLED' } },
    ]);
    expect(result.script).toContain('# the mobile-card popup of entry 14 closed unanswered');
    expect(result.script).not.toContain('answer its page here');
  });

  it('keeps the note where to answer when the HAR has no answer on the page', () => {
    const result = imported([
      ...guestOrder.slice(0, 13),
      callEntry('order.submit', { body: cardBody, response: cardAnswer }),
    ]);
    expect(result.script).toContain('# an online payment: answer its page here');
  });
});
