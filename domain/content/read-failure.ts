// What a screen shows when a read (restaurant list, menu, reviews, info) fails (spec 000 §8
// "General", spec 001 §8). Decision: no answer at all (network down, timeout) is the network text;
// a server that answered with a failure gets the screen's own text, e.g. RESTAURANT_LOAD_FAILED.
// A screen whose own text is the service-problem text (the checkout's payment methods, the exit
// poll: spec 000 §8 "General", which names status 0 too) shows it for no answer as well.
import type { MessageCode } from '../messages.ts';
import type { GatewayFailure } from '../ports/gateway-failure.ts';
import { type Rejection, rejection } from '../result.ts';

export function readFailureRejection(failure: GatewayFailure, screenText: MessageCode): Rejection {
  const noAnswer: MessageCode = screenText === 'SERVICE_PROBLEM' ? screenText : 'NETWORK_ERROR';
  switch (failure.kind) {
    case 'network':
    case 'timeout':
      return rejection(noAnswer, {}, { failure: failure.kind });
    case 'unavailable':
      return failure.status === 0
        ? rejection(noAnswer, {}, { status: 0 })
        : rejection(screenText, {}, { status: failure.status });
    case 'malformed':
      return rejection(screenText, {}, { call: failure.call, path: failure.path });
    case 'rejected':
      return rejection(screenText, {}, { status: failure.status });
    default: {
      const never: never = failure;
      return never;
    }
  }
}
