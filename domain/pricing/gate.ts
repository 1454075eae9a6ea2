// What a pre-checkout money check answers (spec 000 §4 "Going to checkout runs, in order: the
// minimum-price check, the discount-minimum check, ..."). The shell shows the rejection's message:
// `confirm` asks and lets the customer go on, `login` offers to log in first (going on without
// logging in forfeits the discount), `blocked` stops the order.
import type { Rejection } from '../result.ts';

export interface GateOk {
  readonly kind: 'ok';
}

export interface GateConfirm {
  readonly kind: 'confirm';
  readonly rejection: Rejection;
}

export interface GateLogin {
  readonly kind: 'login';
  readonly rejection: Rejection;
}

export interface GateBlocked {
  readonly kind: 'blocked';
  readonly rejection: Rejection;
}

export const gateOk: GateOk = { kind: 'ok' };
