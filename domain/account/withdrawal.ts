// Member withdrawal (spec 001 §3 "Withdraw reasons", §4 "Withdraw", §5). Decisions: the ETC text
// counts characters (code points) after trimming; other reasons send an empty reason_detail. The
// labels are worded here, in each language the app speaks.
import { defineTexts } from '../i18n/texts.ts';
import { ok, type Result, rejection } from '../result.ts';
import { paths } from '../routes/route-href.ts';
import type { Language } from '../shell/language.ts';

export const WITHDRAW_REASONS = [
  'INFREQUENTLY_USED',
  'LACK_OF_RESTAURANT',
  'DISSATISFIED_WITH_DELIVERY_CHARGE',
  'LACK_OF_DISCOUNTS',
  'SECURITY_CONCERNS',
  'ETC',
] as const;

export type WithdrawReason = (typeof WITHDRAW_REASONS)[number];

const LABELS = defineTexts({
  ko: {
    INFREQUENTLY_USED: '자주 이용하지 않아요',
    LACK_OF_RESTAURANT: '주문할 수 있는 음식점이 부족해요',
    DISSATISFIED_WITH_DELIVERY_CHARGE: '배달료가 부담돼요',
    LACK_OF_DISCOUNTS: '할인 혜택이 부족해요',
    SECURITY_CONCERNS: '개인정보가 걱정돼요',
    ETC: '기타',
  },
  en: {
    INFREQUENTLY_USED: "I don't use it often",
    LACK_OF_RESTAURANT: 'Not enough restaurants to order from',
    DISSATISFIED_WITH_DELIVERY_CHARGE: 'Delivery fees are too high',
    LACK_OF_DISCOUNTS: 'Not enough discounts',
    SECURITY_CONCERNS: "I'm worried about my personal data",
    ETC: 'Other',
  },
} satisfies { ko: Record<WithdrawReason, string>; en: Record<WithdrawReason, string> });

/** The reasons' Korean labels. */
export const WITHDRAW_REASON_LABELS: Readonly<Record<WithdrawReason, string>> = LABELS.ko;

/** A reason as the customer reads it. */
export function withdrawReasonLabel(reason: WithdrawReason, language: Language = 'ko'): string {
  return LABELS[language][reason];
}

export const WITHDRAW_TEXT_MIN_LENGTH = 10;

export function isWithdrawReason(value: unknown): value is WithdrawReason {
  return typeof value === 'string' && (WITHDRAW_REASONS as readonly string[]).includes(value);
}

/** The body of the withdraw call (spec 001 §7 "reason_type, reason_detail"). */
export interface WithdrawRequest {
  readonly reason_type: WithdrawReason;
  readonly reason_detail: string;
}

/** spec 001 §4 "Withdraw ... Without login: popup then redirect to login." (entering the page too) */
export function withdrawAccess(loggedIn: boolean): Result<void> {
  return loggedIn
    ? ok(undefined)
    : { ok: false, rejection: rejection('LOGIN_REQUIRED', undefined, { redirectTo: paths.login }) };
}

export function validateWithdrawal(input: {
  readonly loggedIn: boolean;
  readonly reason: string | null | undefined;
  readonly text: string;
}): Result<WithdrawRequest> {
  const access = withdrawAccess(input.loggedIn);
  if (!access.ok) return access;
  if (!isWithdrawReason(input.reason)) return { ok: false, rejection: rejection('WITHDRAW_REASON_REQUIRED') };
  if (input.reason !== 'ETC') return ok({ reason_type: input.reason, reason_detail: '' });
  const text = input.text.trim();
  if ([...text].length < WITHDRAW_TEXT_MIN_LENGTH)
    return { ok: false, rejection: rejection('WITHDRAW_TEXT_TOO_SHORT') };
  return ok({ reason_type: 'ETC', reason_detail: text });
}

/** spec 001 §8 "Withdraw failure: "탈퇴 신청에 오류가 발생 했습니다."" */
export function withdrawOutcome(succeeded: boolean): Result<void> {
  return succeeded ? ok(undefined) : { ok: false, rejection: rejection('WITHDRAW_FAILED') };
}
