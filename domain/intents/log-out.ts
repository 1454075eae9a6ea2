// LogOut (spec 001 §4 "Logout. Clears user, login and social info in the session and removes the
// access token."). Logging out never fails for the customer: the local session ends whatever the
// server says, so the server's answer is not a fact the decision needs.
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision, draft } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type LogOut = CommandOf<'LogOut'>;

export async function gather({ state, ports }: HandlerContext<LogOut>): Promise<null> {
  if (state.session.loggedIn) await ports.gateway.logout();
  return null;
}

export function decide(command: LogOut, state: State, _facts: null): Decision {
  if (!state.session.loggedIn) return accept();
  return accept(draft('LoggedOut', { reason: command.idle === true ? 'idle' : 'customer' }));
}

export const handleLogOut = gathered(gather, decide);
