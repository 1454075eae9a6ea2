// The refusals several member calls share (the error object of spec 001 §3).
import { type Answer, answer, refuse } from '../http/serve-call.ts';
import { memberMessages } from './member-messages.ts';

/** No member token (or a guest's, or a withdrawal-reserved member's): spec 001 §4 "Without login". */
export const loginRequired = (): Answer => refuse(401, 'login_required', memberMessages.LOGIN_REQUIRED);

/**
 * A bearer token that is expired, forged or malformed. The error_message is the spec's server
 * message 'expired or malformed token' (spec 000 §8), on which clients refresh the token.
 */
export const tokenExpired = (): Answer =>
  answer(
    {
      error_code: 'token_expired',
      error_message: 'expired or malformed token',
      display_message: memberMessages.SESSION_EXPIRED,
    },
    401,
  );

/** Why a call that needs a member refuses: a token was sent but did not verify, or there was none. */
export const notLoggedIn = (bearer: string | null, verified: boolean): Answer =>
  bearer !== null && !verified ? tokenExpired() : loginRequired();

/** The provider's token is unknown, expired or of the other provider. */
export const socialTokenRefused = (): Answer =>
  refuse(401, 'social_token_invalid', memberMessages.SOCIAL_LOGIN_FAILED);
