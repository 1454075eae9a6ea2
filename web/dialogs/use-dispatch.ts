// Dispatching a command from a screen: the store decides, and the outcome is shown here, in one
// place. A refusal shows its Korean message; "needs confirmation" asks and, on yes, dispatches the
// same command again with `confirmed: true` (or with the named checkout step confirmed); a route to
// go to is followed.
import { useCallback } from 'react';
import { loginHref } from '../../domain/account/login-href.ts';
import type { Command } from '../../domain/commands/commands.ts';
import { parseRoute } from '../../domain/routes/route-table.ts';
import { asksToLogIn, confirmedAgain } from '../../domain/store/confirm-again.ts';
import type { Outcome } from '../../domain/store/outcome.ts';
import { navigateTo } from '../shell/navigation.ts';
import { useWebStore } from '../store/store-context.tsx';
import { useDialogs } from './dialogs.tsx';

export interface DispatchOptions {
  /** The screen shows the refusal itself (inline); no toast. */
  readonly quiet?: boolean;
  /** The refusal is a popup with 확인 rather than a toast. */
  readonly popup?: boolean;
}

export type Dispatch = (command: Command, options?: DispatchOptions) => Promise<Outcome>;

/**
 * http(s) URLs leave the app (a payment page), and so does a path that is no route of this app (the
 * gateway's own pages, such as the sandbox PG's `/sandbox/pg/{order}` payment_url); a route of the
 * app is followed inside it.
 */
function follow(target: string): void {
  if (/^https?:\/\//i.test(target) || parseRoute(target).name === 'notFound') window.location.assign(target);
  else navigateTo(target);
}

export function useDispatch(): Dispatch {
  const { store } = useWebStore();
  const dialogs = useDialogs();
  const dispatch: Dispatch = useCallback(
    async (command, options = {}) => {
      const outcome = await store.dispatch(command);
      if (outcome.kind === 'needs-confirmation') {
        const asked = outcome.rejection;
        if (asksToLogIn(asked)) {
          // "Log in?": yes goes to the login page; no goes on without the member-only discount.
          const login = await dialogs.confirm(asked.message, { yes: '로그인', no: '그냥 주문하기' });
          if (login) {
            // The login comes back to this page (domain/account/return-target.ts).
            navigateTo(loginHref(window.location.hash));
            return outcome;
          }
          return dispatch(confirmedAgain(command, asked), options);
        }
        const yes = await dialogs.confirm(asked.message);
        return yes ? dispatch(confirmedAgain(command, asked), options) : outcome;
      }
      if (outcome.kind === 'rejected' && !options.quiet) {
        if (options.popup || outcome.navigate !== undefined) await dialogs.alert(outcome.rejection.message);
        else dialogs.toast(outcome.rejection.message, 'alert');
      }
      if (outcome.navigate !== undefined) follow(outcome.navigate);
      return outcome;
    },
    [store, dialogs],
  );
  return dispatch;
}
