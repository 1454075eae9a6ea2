// Whether a session is watched for inactivity (spec 001 §4 "Session idle"), apart from idle-logout.ts's
// decision: the shell's switch reads it in the boot chunk, which holds no message catalogue.
import { type PartnerMode, tracksIdle } from './partner-entry.ts';

export interface IdleSession {
  readonly loggedIn: boolean;
  readonly maintainLogin: boolean;
  readonly mode: PartnerMode;
}

/** Whether the shell should watch for inactivity at all. */
export function isIdleTracked(session: IdleSession): boolean {
  return session.loggedIn && !session.maintainLogin && tracksIdle(session.mode);
}
