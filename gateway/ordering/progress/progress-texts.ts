// What the gateway says about an order's progress, worded here (the specs stop at the thank-you
// page), in the catalogue's register: the refusal says what the customer can do instead.
import { messages } from '../../../domain/messages.ts';

export const progressTexts = {
  /** 409 on order.cancel once the restaurant has the order: it decides now, by phone. */
  ORDER_NOT_CANCELLABLE: messages.ORDER_NOT_CANCELLABLE,
  /** 409 on order.progress, order.cancel and the stream of an online order whose payment is not settled. */
  ORDER_NOT_STARTED: messages.ORDER_NOT_STARTED,
} as const;
