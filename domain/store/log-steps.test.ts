import { describe, expect, it } from 'vitest';
import type { Command } from '../commands/commands.ts';
import { decodeLog } from './decode-log.ts';
import { clampPosition, logExportFileName, logExportText, projectionsAt } from './log-steps.ts';
import { replay } from './replay.ts';
import { testStore } from './testing/test-store.ts';

const commands: readonly Command[] = [
  { type: 'SetLocation', address: '역삼동' },
  { type: 'OpenRestaurant', restaurantId: 1001 },
  { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 2 },
  { type: 'GoToCheckout' },
  { type: 'SetPhone', phone: '01012345678' },
];

/** A live store's log and its projections after each command. */
async function live() {
  const { store, ports } = testStore();
  const seen: { length: number; projections: unknown }[] = [{ length: 0, projections: store.projections() }];
  for (const command of commands) {
    ports.clock.advance(60_000);
    await store.dispatch(command);
    seen.push({ length: store.log().length, projections: store.projections() });
  }
  return { log: store.log(), seen };
}

describe('the log stepped through (the dev screen)', () => {
  it('shows at each point the projections the live store had there', async () => {
    const { log, seen } = await live();
    expect(log.length).toBeGreaterThan(4);
    for (const point of seen) expect(projectionsAt(log, point.length)).toEqual(point.projections);
  });

  it('keeps a position within the log', () => {
    expect(clampPosition(-3, 5)).toBe(0);
    expect(clampPosition(9, 5)).toBe(5);
    expect(clampPosition(2.7, 5)).toBe(2);
    expect(clampPosition(Number.NaN, 5)).toBe(5);
  });

  it('exports a file that decodes back to the same log and replays to the same projections', async () => {
    const { log } = await live();
    const decoded = decodeLog(JSON.parse(logExportText(log)));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(replay(decoded.log)).toEqual(replay(log));
  });

  it('names the file by the Seoul time of the export', () => {
    expect(logExportFileName(Date.parse('2026-11-21T12:05:00+09:00'))).toBe(
      'jumun-events-20261121-1205.json',
    );
    expect(logExportFileName(Date.parse('2026-11-21T23:30:00Z'))).toBe('jumun-events-20261122-0830.json');
  });
});
