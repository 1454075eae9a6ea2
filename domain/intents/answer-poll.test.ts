import { describe, expect, it } from 'vitest';
import { answered } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { decide } from './answer-poll.ts';
import { checkoutOpened, stateOf } from './testing/facts.ts';
import { given } from './testing/given.ts';

const placed = [
  ...checkoutOpened(),
  draft('OrderPlaced', { orderNumber: 'A-1', total: 15000, outcome: 'thankyou', redirectUrl: null }),
];
const choices = [
  { number: 1, text: '빠른 배달', has_text: false },
  { number: 2, text: '기타', has_text: true },
];

describe('AnswerPoll', () => {
  it('records the answer to the exit poll', async () => {
    await given(placed)
      .when({ type: 'AnswerPoll', number: 1 })
      .then({ events: [draft('PollAnswered', { orderNumber: 'A-1', number: 1, text: '' })] });
  });

  it('refuses without an order', async () => {
    await given().when({ type: 'AnswerPoll', number: 1 }).then({ rejected: 'ORDER_INFO_MISSING' });
  });
});

describe('AnswerPoll decide', () => {
  it('refuses a choice that needs its text without one', () => {
    const decision = decide({ type: 'AnswerPoll', number: 2 }, stateOf(placed), {
      choices: answered(choices),
      sent: null,
    });
    expect(decision.rejection?.code).toBe('POLL_TEXT_REQUIRED');
  });

  it('refuses a number that is not a choice', () => {
    const decision = decide({ type: 'AnswerPoll', number: 7 }, stateOf(placed), {
      choices: answered(choices),
      sent: null,
    });
    expect(decision.rejection?.code).toBe('POLL_ANSWER_REQUIRED');
  });
});
