// spec 001 §7 "Update last login": once a login opens a session (e-mail, social, or the login after
// joining), the member's last login is recorded on the gateway for this installation's device. Its
// answer changes nothing for the customer, so it is no fact of the decision: the gather asks the
// same pure decide whether the session opens, and only then makes the call.
import type { Ports } from '../../ports/gateway.ts';
import type { Decision } from '../../store/decision.ts';

export function opensSession(decision: Decision): boolean {
  return (
    decision.rejection === undefined &&
    decision.confirm === undefined &&
    decision.events.some((event) => event.type === 'LoggedIn')
  );
}

export async function recordLastLogin(ports: Ports, decision: Decision): Promise<void> {
  // '' asks the gateway adapter for this installation's device id
  if (opensSession(decision)) await ports.gateway.updateLastLogin('');
}
