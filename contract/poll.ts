// The exit poll after an order (spec 000 §3 "Poll choice", §7 "Exit poll"). Both calls are GETs.
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { closed } from './closed.ts';
import { Ack, Count } from './primitives.ts';
import { CountParam } from './query-params.ts';

/** has_text: the choice takes a free text ("기타"). */
export const PollChoice = t.type({ number: Count, text: t.string, has_text: t.boolean }, 'PollChoice');
export const PollChoices = t.array(PollChoice, 'PollChoices');

export const PollChoicesQuery = closed('PollChoicesQuery', { order_number: t.string });

/** uniq_key makes a repeated submit count once; text is '' unless the choice has_text. */
export const PollSubmitQuery = closed('PollSubmitQuery', {
  order_number: t.string,
  number: CountParam,
  text: t.string,
  uniq_key: t.string,
});

export const pollCalls = [
  get('poll.choices', 'api', '/api/v1/poll_choices/', { query: PollChoicesQuery, response: PollChoices }),
  /** Answer not shown: designed as Ack. */
  get('poll.submit', 'api', '/api/v1/poll_submit/', { query: PollSubmitQuery, response: Ack }),
] as const;
