import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { runFlagTable } from '../run/run-flag-table.ts';
import { flagName } from './flag-codec.ts';
import { addFlags, type FlagsOf, flagOption } from './flag-table.ts';

const parsed = <Rows extends typeof runFlagTable>(rows: Rows, argv: readonly string[]): FlagsOf<Rows> => {
  const command = addFlags(new Command().exitOverride(), rows).argument('[scripts...]');
  command.parse([...argv], { from: 'user' });
  return command.opts();
};

describe('a flag table', () => {
  it('registers its rows in order, and commander hands the options the table says', () => {
    const flags = parsed(runFlagTable, [
      '--tag',
      'smoke',
      '--tag',
      'coupon',
      '--concurrency',
      '8',
      '--bail',
      '--json',
    ]);
    expect(flags).toEqual({
      tag: ['smoke', 'coupon'],
      concurrency: '8',
      retries: '0',
      bail: true,
      json: true,
    });
    const command = addFlags(new Command(), runFlagTable);
    expect(command.options.map((o) => o.flags)).toEqual(runFlagTable.map((row) => row.flags));
  });

  it('keys each row as the codecs name it back in a refusal: --exclude-tag is excludeTag', () => {
    for (const row of runFlagTable)
      expect(flagName(flagOption(row).attributeName())).toBe(row.flags.split(' ')[0]);
  });

  it('keeps a required row required', () => {
    const command = addFlags(new Command().exitOverride().configureOutput({ writeErr: () => {} }), [
      { flags: '--restaurant <id>', description: 'restaurant id', required: true },
    ]);
    expect(() => command.parse([], { from: 'user' })).toThrow(
      /required option '--restaurant <id>' not specified/,
    );
  });
});
