// The exit poll after an order (spec 000 §3 "Poll choice", §7 "Exit poll"). Both calls are GETs.
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { closed } from './closed.ts';
import { Ack, Count, TextLimit, text } from './primitives.ts';
import { CountParam } from './query-params.ts';

/** has_text: the choice takes a free text ("기타"). */
export const PollChoice = t.type({ number: Count, text: t.string, has_text: t.boolean }, 'PollChoice');
export const PollChoices = t.array(PollChoice, 'PollChoices');

export const PollChoicesQuery = closed('PollChoicesQuery', { order_number: text(TextLimit.code) });

/** uniq_key makes a repeated submit count once; text is '' unless the choice has_text. */
export const PollSubmitQuery = closed('PollSubmitQuery', {
  order_number: text(TextLimit.code),
  number: CountParam,
  text: text(TextLimit.free),
  uniq_key: text(TextLimit.code),
});

export const pollCalls = [
  get('poll.choices', 'api', '/api/v1/poll_choices/', { query: PollChoicesQuery, response: PollChoices }),
  /** Answer not shown: designed as Ack. */
  get('poll.submit', 'api', '/api/v1/poll_submit/', { query: PollSubmitQuery, response: Ack }),
] as const;
