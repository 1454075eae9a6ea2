// A withdrawn account's session ends on the server too (spec 001 §4 "Withdraw ... log out, home"):
// the gateway's logout, whose answer changes nothing here (the local session ended with the event).
import { reaction } from '../store/reaction.ts';
import { ask } from '../store/workflow.ts';

export const endWithdrawnSession = reaction({
  on: ['LoggedOut'],
  *react(event) {
    if (event.data.reason === 'withdrawn') yield* ask('gateway', 'logout');
  },
});
