// Drives a workflow without ports: each call it asks for is answered from `answers` (keyed
// `port.method`), and the calls are kept in order.
// A call nobody answered fails the test, naming it, rather than answering undefined.
import type { PortCall, Workflow } from '../workflow.ts';

export type Answers = Readonly<Record<string, unknown>>;

export interface Driven<R> {
  readonly result: R;
  /** Every call asked, in order (calls asked together in the order given). */
  readonly calls: readonly PortCall[];
}

function answer(call: PortCall, answers: Answers): unknown {
  const key = `${call.port}.${call.method}`;
  if (!(key in answers))
    throw new Error(
      `the workflow asked ${key}(${JSON.stringify(call.args)}), which the test does not answer`,
    );
  return answers[key];
}

export function drive<R>(flow: Workflow<R>, answers: Answers = {}): Driven<R> {
  const calls: PortCall[] = [];
  let step = flow.next();
  while (step.done !== true) {
    const asked = step.value;
    if ('all' in asked) {
      calls.push(...asked.all);
      step = flow.next(asked.all.map((c) => answer(c, answers)));
    } else {
      calls.push(asked);
      step = flow.next(answer(asked, answers));
    }
  }
  return { result: step.value, calls };
}

/** The calls as `port.method` names, for a test that checks which were asked and in what order. */
export const callNames = (calls: readonly PortCall[]) => calls.map((c) => `${c.port}.${c.method}`);
