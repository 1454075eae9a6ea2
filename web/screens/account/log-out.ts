// The logout control's action (spec 001 §4 "Logout"): LogOut ends the session (the store's
// LoggedOut; the gateway's logout removes the tokens; the session's storage keys follow the state),
// then a short note (in the customer's language) and home. A plain function (no hooks) so the
// header can load it on the click.
import { formatMessageIn } from '../../../domain/i18n/rejection-text.ts';
import { paths } from '../../../domain/routes/route-href.ts';
import type { EventStore } from '../../../domain/store/event-store.ts';
import type { Dialogs } from '../../dialogs/dialogs.tsx';
import { getLanguage } from '../../i18n/language-store.ts';
import { navigateTo } from '../../shell/navigation.ts';

export async function logOut(store: Pick<EventStore, 'dispatch'>, dialogs: Dialogs): Promise<void> {
  const outcome = await store.dispatch({ type: 'LogOut' });
  if (outcome.kind !== 'accepted') return;
  dialogs.toast(formatMessageIn(getLanguage(), 'LOGGED_OUT'));
  navigateTo(paths.home);
}
