// The join forms' phone (spec 001 §4 "Join": unverified → SMS requested → verified → joinable).
// The phone is verified with RequestSmsCode / VerifySmsCode in the REGISTER context; a form sent
// with its code typed in but not yet checked has it checked first (intents/steps/verify-code.ts).

import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import { isVerifiedFor, phoneSlot } from '../checkout/phone-slot.ts';
import type { GatewayFailure } from '../ports/gateway-failure.ts';
import { type Rejection, rejection } from '../result.ts';
import type { State } from '../store/state.ts';
import { isOldVerificationCodeMessage, type JoinForm } from './join-validation.ts';

export interface Agreements {
  readonly policy: boolean;
  readonly collect: boolean;
  readonly efinance: boolean;
  readonly age14: boolean;
  readonly push: boolean;
}

export interface JoinPhone {
  /** Verified, or a code waits to be checked: the form's phone rule passes. */
  readonly passes: boolean;
  readonly codeToCheck: string | null;
}

export function joinPhone(state: State, phone: string, smsCode: string | undefined): JoinPhone {
  if (isVerifiedFor(state, 'REGISTER', phone)) return { passes: true, codeToCheck: null };
  const slot = phoneSlot(state, 'REGISTER');
  const code = smsCode?.trim() ?? '';
  const waiting = code !== '' && slot.status === 'requested' && slot.number === phone;
  return { passes: waiting, codeToCheck: waiting ? code : null };
}

export function formAgreements(
  a: Agreements,
): Pick<
  JoinForm,
  'agree_policy' | 'agree_collect' | 'agree_efinance' | 'agree_14_age' | 'agree_push' | 'agree_all'
> {
  return {
    agree_policy: a.policy,
    agree_collect: a.collect,
    agree_efinance: a.efinance,
    agree_14_age: a.age14,
    agree_push: a.push,
    agree_all: a.policy && a.collect && a.efinance && a.age14 && a.push,
  };
}

/** spec 001 §8 "Join failure: message or "SNS 가입에 실패하였습니다. 다시 시도해 주세요."". */
export function joinFailure(failure: GatewayFailure): Rejection {
  const r = gatewayFailureRejection(failure, 'JOIN_FAILED');
  return r.code === 'JOIN_FAILED' && isOldVerificationCodeMessage(r.message) ? rejection('SMS_OLD_CODE') : r;
}
