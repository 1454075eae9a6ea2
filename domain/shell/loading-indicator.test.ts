import { describe, expect, it } from 'vitest';
import { idleIndicator, isSpinnerShown, type LoadingEvent, loadingIndicator } from './loading-indicator.ts';

const RULE = 'spec 001 §4 "Loading indicator. A counter. The spinner stays 800 ms after reaching zero."';
const run = (events: LoadingEvent[]) => events.reduce(loadingIndicator, idleIndicator);

describe('loading indicator', () => {
  it(`counts overlapping requests (${RULE})`, () => {
    const state = run([
      { type: 'RequestStarted' },
      { type: 'RequestStarted' },
      { type: 'RequestFinished', at: 100 },
    ]);
    expect(state.pending).toBe(1);
    expect(isSpinnerShown(state, 10_000)).toBe(true);
  });

  it(`lingers 800 ms after reaching zero (${RULE})`, () => {
    const state = run([{ type: 'RequestStarted' }, { type: 'RequestFinished', at: 1_000 }]);
    expect(isSpinnerShown(state, 1_799)).toBe(true);
    expect(isSpinnerShown(state, 1_800)).toBe(false);
  });

  it(`cancels the linger when a new request starts (${RULE})`, () => {
    const state = run([
      { type: 'RequestStarted' },
      { type: 'RequestFinished', at: 1_000 },
      { type: 'RequestStarted' },
    ]);
    expect(state).toEqual({ pending: 1, lingerUntil: null });
  });

  it(`never counts below zero (${RULE})`, () => {
    const state = run([{ type: 'RequestFinished', at: 5 }]);
    expect(state).toBe(idleIndicator);
    expect(isSpinnerShown(state, 5)).toBe(false);
  });
});
