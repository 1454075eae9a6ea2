// A command that asks the outside world is one pure generator read top to bottom: each step runs
// once, and where it needs a fact it yields the port call it wants (`yield* ask(...)`) and goes on
// with the answer. The generator touches no port itself; one runner (`workflow`, the store's
// handler) makes the calls it asks for, in order, and hands back the answers. A test drives the
// same generator with answers of its own (testing/drive.ts) and sees the calls it asked for.
import type { Command } from '../commands/commands.ts';
import type { Ports } from '../ports/gateway.ts';
import type { Decision } from './decision.ts';
import type { Handler } from './handler.ts';
import type { State } from './state.ts';

type PortName = keyof Ports;
// biome-ignore lint/suspicious/noExplicitAny: any function, whatever its arguments
type AnyFunction = (...args: any[]) => unknown;
/** The methods of one port, by name. */
export type MethodOf<P extends PortName> = {
  [M in keyof Ports[P]]: Ports[P][M] extends AnyFunction ? M : never;
}[keyof Ports[P]] &
  string;
type Method<P extends PortName, M extends MethodOf<P>> = Ports[P][M] extends AnyFunction
  ? Ports[P][M]
  : never;
/** What a port call answers, once it has settled. */
export type AnswerOf<P extends PortName, M extends MethodOf<P>> = Awaited<ReturnType<Method<P, M>>>;

/** A port call a workflow asks for, as data: which port, which method, with what. */
export interface PortCall<A = unknown> {
  readonly port: PortName;
  readonly method: string;
  readonly args: readonly unknown[];
  /** The answer's type (never set: it types what `askAll` answers). */
  readonly answer?: A;
}

/** What a workflow yields: one call, or calls made together (answered in the same order). */
export type Call = PortCall | { readonly all: readonly PortCall[] };

/** A workflow: yields the calls it needs answered, returns what it decided. */
export type Workflow<R = Decision> = Generator<Call, R, unknown>;

/** A port call as data, for `askAll`. */
export function call<P extends PortName, M extends MethodOf<P>>(
  port: P,
  method: M,
  ...args: Parameters<Method<P, M>>
): PortCall<AnswerOf<P, M>> {
  return { port, method, args };
}

/** Asks the runner for one port call and answers with its result: `const x = yield* ask(...)`. */
export function* ask<P extends PortName, M extends MethodOf<P>>(
  port: P,
  method: M,
  ...args: Parameters<Method<P, M>>
): Generator<Call, AnswerOf<P, M>, unknown> {
  return (yield call(port, method, ...args)) as AnswerOf<P, M>;
}

type Answers<T extends readonly PortCall[]> = {
  -readonly [K in keyof T]: T[K] extends PortCall<infer A> ? A : never;
};

/** Asks for calls that do not depend on each other, made together; their answers in the same order. */
export function* askAll<const T extends readonly PortCall[]>(
  ...calls: T
): Generator<Call, Answers<T>, unknown> {
  return (yield { all: calls }) as Answers<T>;
}

/** Runs a workflow over the ports: each call it asks for is made, in order, and answered. */
export async function perform<R>(flow: Workflow<R>, ports: Ports): Promise<R> {
  let step = flow.next();
  while (step.done !== true) {
    const asked = step.value;
    step = flow.next(
      'all' in asked ? await Promise.all(asked.all.map((c) => make(c, ports))) : await make(asked, ports),
    );
  }
  return step.value;
}

function make({ port, method, args }: PortCall, ports: Ports): unknown {
  const target = ports[port] as unknown as Record<string, AnyFunction>;
  const fn = target[method];
  if (typeof fn !== 'function') throw new TypeError(`no port call ${port}.${method}`);
  return fn.apply(target, [...args]);
}

/**
 * A command handler from its workflow: `now` is the dispatch's clock reading, the time its events
 * carry; the store's ports answer the calls.
 */
export function workflow<C extends Command>(
  flow: (command: C, state: State, now: number) => Workflow,
): Handler<C> {
  return ({ command, state, now, ports }) => perform(flow(command, state, now), ports);
}
