// Counting and fault injection shared by the in-memory ports: every call goes through `guard`.
import { failed, type GatewayFailure, type GatewayResult } from '../gateway-failure.ts';

export interface CallGuard<Call extends string> {
  /** How often each call was made. */
  readonly calls: Map<string, number>;
  /** Make the next call(s) of `call` fail with `failure`. */
  failNext(call: Call, failure: GatewayFailure, times?: number): void;
  guard<T>(call: Call, answer: () => GatewayResult<T>): Promise<GatewayResult<T>>;
}

export function callGuard<Call extends string>(): CallGuard<Call> {
  const faults = new Map<string, { failure: GatewayFailure; times: number }>();
  const calls = new Map<string, number>();
  return {
    calls,
    failNext(call, failure, times = 1) {
      faults.set(call, { failure, times });
    },
    guard(call, answer) {
      calls.set(call, (calls.get(call) ?? 0) + 1);
      const fault = faults.get(call);
      if (fault !== undefined) {
        if (--fault.times <= 0) faults.delete(call);
        return Promise.resolve(failed(fault.failure));
      }
      return Promise.resolve(answer());
    },
  };
}
