// LogOut (spec 001 §4 "Logout. Clears user, login and social info in the session and removes the access token.").
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

/** Logging out never fails for the customer: the local session ends whatever the server says. */
export async function handleLogOut({ state, ports }: HandlerContext<CommandOf<'LogOut'>>) {
  if (!state.session.loggedIn) return accept();
  await ports.gateway.logout();
  return accept(draft('LoggedOut', { reason: 'customer' }));
}
