import { describe, expect, it } from 'vitest';
import { answered } from '../ports/gateway-failure.ts';
import { draft } from '../store/decision.ts';
import { callNames, drive } from '../store/testing/drive.ts';
import { answerPollFlow } from './answer-poll.ts';
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

describe('AnswerPoll, its workflow driven with given answers', () => {
  const answers = { 'gateway.pollChoices': answered(choices) };

  it('refuses a choice that needs its text without one, before sending anything', () => {
    const { result: decision, calls } = drive(
      answerPollFlow({ type: 'AnswerPoll', number: 2 }, stateOf(placed)),
      answers,
    );
    expect(decision.rejection?.code).toBe('POLL_TEXT_REQUIRED');
    expect(callNames(calls)).toEqual(['gateway.pollChoices']);
  });

  it('refuses a number that is not a choice', () => {
    const { result: decision } = drive(
      answerPollFlow({ type: 'AnswerPoll', number: 7 }, stateOf(placed)),
      answers,
    );
    expect(decision.rejection?.code).toBe('POLL_ANSWER_REQUIRED');
  });
});
