// Dispatching a command from a screen: the store decides, and the outcome is shown here, in one
// place. A refusal shows its message in the customer's language; "needs confirmation" asks and, on yes, dispatches the
// same command again with `confirmed: true` (or with the named checkout step confirmed); a route to
// go to is followed.
import { useCallback } from 'react';
import { loginHref } from '../../domain/account/login-href.ts';
import type { Command } from '../../domain/commands/commands.ts';
import type { Rejection } from '../../domain/result.ts';
import { parseRoute } from '../../domain/routes/route-table.ts';
import { asksToLogIn, confirmedAgain } from '../../domain/store/confirm-again.ts';
import type { Outcome } from '../../domain/store/outcome.ts';
import { useLanguage } from '../i18n/language-store.ts';
import { useTexts } from '../i18n/use-texts.ts';
import { navigateTo } from '../shell/navigation.ts';
import { useWebStore } from '../store/store-context.tsx';
import { dialogTexts } from './dialogs.texts.ts';
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
  const t = useTexts(dialogTexts);
  const language = useLanguage();
  // A refusal in the customer's language. The catalogues come with the command side (the order
  // kit), never with the first screen: by the time a command has answered they are in.
  const say = useCallback(
    async (rejection: Rejection) =>
      (await import('../../domain/i18n/rejection-text.ts')).rejectionText(rejection, language),
    [language],
  );
  const dispatch: Dispatch = useCallback(
    async (command, options = {}) => {
      const outcome = await store.dispatch(command);
      if (outcome.kind === 'needs-confirmation') {
        const asked = outcome.rejection;
        if (asksToLogIn(asked)) {
          // "Log in?": yes goes to the login page; no goes on without the member-only discount.
          const login = await dialogs.confirm(await say(asked), {
            yes: t.logIn,
            no: t.orderWithoutLogin,
          });
          if (login) {
            // The login comes back to this page (domain/account/return-target.ts).
            navigateTo(loginHref(window.location.hash));
            return outcome;
          }
          return dispatch(confirmedAgain(command, asked), options);
        }
        const yes = await dialogs.confirm(await say(asked));
        return yes ? dispatch(confirmedAgain(command, asked), options) : outcome;
      }
      if (outcome.kind === 'rejected' && !options.quiet) {
        if (options.popup || outcome.navigate !== undefined)
          await dialogs.alert(await say(outcome.rejection));
        else dialogs.toast(await say(outcome.rejection), 'alert');
      }
      if (outcome.navigate !== undefined) follow(outcome.navigate);
      return outcome;
    },
    [store, dialogs, t, say],
  );
  return dispatch;
}
