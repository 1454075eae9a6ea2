import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { mergeReportsFlagTable } from '../commands/merge-reports-flag-table.ts';
import { orderFlagTable } from '../commands/order-flag-table.ts';
import { serveFlagTable } from '../commands/serve.ts';
import { loadFlagTable } from '../load/load-flag-table.ts';
import { runFlagTable } from '../run/run-flag-table.ts';
import { flagName } from './flag-codec.ts';
import { addFlags, type FlagsOf, flagOption } from './flag-table.ts';
import { targetFlags } from './shared-options.ts';

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
    const tables = [runFlagTable, orderFlagTable, loadFlagTable, mergeReportsFlagTable, targetFlags];
    for (const row of tables.flat())
      expect(flagName(flagOption(row).attributeName())).toBe(row.flags.split(' ')[0]);
    // a negated flag is keyed by what it turns off, as FlagsOf says
    const serve = addFlags(new Command(), serveFlagTable).parse(
      ['--no-sandbox', '--allow-origin', 'a', 'b'],
      {
        from: 'user',
      },
    );
    const flags: FlagsOf<typeof serveFlagTable> = serve.opts();
    expect(flags.sandbox).toBe(false);
    expect(flags.allowOrigin).toEqual(['a', 'b']);
  });

  it('keeps a required row required', () => {
    const command = addFlags(new Command().exitOverride().configureOutput({ writeErr: () => {} }), [
      { flags: '--restaurant <id>', description: 'restaurant id', required: true },
    ]);
    expect(() => command.parse([], { from: 'user' })).toThrow(
      /required option '--restaurant <id>' not specified/,
    );
  });

  it("hands a recorded row's values to the recorder the registration gives, in the order typed", () => {
    const typed: string[] = [];
    const record = (flag: string) => (value: string) => typed.push(`${flag} ${value}`);
    const command = addFlags(new Command().exitOverride(), orderFlagTable, {
      item: record('item'),
      option: record('option'),
      amount: record('amount'),
    });
    command.parse(
      [
        '--address',
        'a',
        '--restaurant',
        '1001',
        '--item',
        '치킨',
        '--amount',
        '2',
        '--item',
        '콜라',
        '--phone',
        '01012345678',
        '--address-detail',
        '101호',
      ],
      { from: 'user' },
    );
    expect(typed).toEqual(['item 치킨', 'amount 2', 'item 콜라']);
    expect(() => addFlags(new Command(), orderFlagTable)).toThrow(
      '--item <name>: recorded, but no recorder was given',
    );
  });
});
