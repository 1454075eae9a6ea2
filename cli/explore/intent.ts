// What a journey's step is made of: the random choices of a draw, and the intent it becomes where
// the journey is (the intents: journey-intents.ts, after-order-intents.ts).
import type { JourneyModel } from './journey-model.ts';

/** A script line's JSON, without its "expect" (written from what the gateway answered). */
export type LineJson = Readonly<Record<string, unknown>>;

/**
 * One step's random choices, the same shape for every intent (so a step can become whichever
 * intent fits where the journey is): `which` chooses the intent, the rest what it types.
 */
export interface Draw {
  readonly which: number;
  readonly n: number;
  readonly options: readonly number[];
  readonly amount: number;
  readonly flag: boolean;
}

export interface Intent {
  readonly type: string;
  /** How often it is chosen among those that fit: moving on to an order is more common than undoing. */
  readonly weight: number;
  /** Whether a customer in this state could type it (it may still be refused: that is explored). */
  can(model: Readonly<JourneyModel>): boolean;
  line(model: Readonly<JourneyModel>, draw: Draw): LineJson | null;
  /** What an accepted line tells the model that the projections do not say. */
  accepted?(model: JourneyModel, line: LineJson): void;
}
