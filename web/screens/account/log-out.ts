// The logout control's action (spec 001 §4 "Logout"): LogOut ends the session (the store's
// LoggedOut; the gateway's logout removes the tokens; the session's storage keys follow the state),
// then a short note and home. A plain function (no hooks) so the header can load it on the click.
import { formatMessage } from '../../../domain/messages.ts';
import { paths } from '../../../domain/routes/route-href.ts';
import type { EventStore } from '../../../domain/store/event-store.ts';
import type { Dialogs } from '../../dialogs/dialogs.tsx';
import { navigateTo } from '../../shell/navigation.ts';

export async function logOut(store: Pick<EventStore, 'dispatch'>, dialogs: Dialogs): Promise<void> {
  const outcome = await store.dispatch({ type: 'LogOut' });
  if (outcome.kind !== 'accepted') return;
  dialogs.toast(formatMessage('LOGGED_OUT'));
  navigateTo(paths.home);
}
