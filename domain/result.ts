// Rules answer with values, not exceptions: a rejection is data with a catalogue code and its text.
// One idiom in the domain:
// - a rule that can refuse answers `Result<T>` (`ok(value)` | `reject(code)`), nothing else;
// - a discriminated `kind` only where there are more than two ways on (confirm, redirect, plan...);
// - an intent answers a `Decision` (store/decision.ts); fp-ts `Either` only at an io-ts decode edge.
// Catalogue keys (messages.ts and the gateway's text catalogues) are SCREAMING_SNAKE codes.
import { formatMessage, type MessageCode, type MessageParams } from './messages.ts';

export interface Rejection {
  readonly code: MessageCode | (string & {});
  readonly message: string;
  /** The values its catalogue text was filled with, to write it again in another language. */
  readonly params?: MessageParams;
  /** Extra data a screen needs to show the rejection (e.g. stock_info for the stock popup). */
  readonly details?: Readonly<Record<string, unknown>>;
}

export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly rejection: Rejection };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function rejection(
  code: MessageCode,
  params?: MessageParams,
  details?: Readonly<Record<string, unknown>>,
): Rejection {
  const message = formatMessage(code, params);
  return {
    code,
    message,
    ...(params === undefined || Object.keys(params).length === 0 ? {} : { params }),
    ...(details === undefined ? {} : { details }),
  };
}

export function reject<T = never>(code: MessageCode, params?: MessageParams): Result<T> {
  return { ok: false, rejection: rejection(code, params) };
}

/** A rejection whose text came from the server (spec: "show the server message"). */
export function rejectWithText<T = never>(code: string, message: string): Result<T> {
  return { ok: false, rejection: { code, message } };
}
