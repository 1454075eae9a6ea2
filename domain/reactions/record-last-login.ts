// spec 001 §7 "Update last login": once a login opens a session (e-mail, social, or the login after
// joining), the member's last login is recorded on the gateway for this installation's device. Its
// answer changes nothing for the customer: a reaction to the session opened.
import { reaction } from '../store/reaction.ts';
import { ask } from '../store/workflow.ts';

export const recordLastLogin = reaction({
  on: ['LoggedIn'],
  *react() {
    // '' asks the gateway adapter for this installation's device id
    yield* ask('gateway', 'updateLastLogin', '');
  },
});
