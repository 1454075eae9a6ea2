// ExpireStale: the location and the opened restaurant forgotten once their lifetimes have run out,
// as events (LocationExpired, RestaurantExpired), so a replay and the CLI see the same session the
// app showed. Nothing expired records nothing.
import type { CommandOf } from '../commands/commands.ts';
import { staleValues } from '../expiry/stale-values.ts';
import { accept, type Decision } from '../store/decision.ts';
import { pure } from '../store/handler.ts';
import type { State } from '../store/state.ts';

export function decide(_command: CommandOf<'ExpireStale'>, state: State, now: number): Decision {
  return accept(...staleValues(state, now));
}

export const handleExpireStale = pure(decide);
