import { describe, expect, it } from 'vitest';
import { missAdvice } from './miss-advice.ts';

describe('what a run says after its cassettes missed', () => {
  it('says nothing went live, and gives each script that missed its --record command once', () => {
    const missed = [
      { script: 'fixtures/scripts/cash-order.jsonl', cassette: 'fixtures/cassettes/cash-order.json' },
      { script: 'fixtures/scripts/cash-order.jsonl', cassette: 'fixtures/cassettes/cash-order.json' },
      {
        script: 'fixtures/scripts/coupon-min-order.jsonl',
        cassette: 'fixtures/cassettes/coupon-min-order.json',
      },
    ];
    expect(missAdvice(3, missed, { gateway: 'http://127.0.0.1:8080' })).toEqual([
      '3 steps asked the cassette for a request it has no recorded answer for; nothing was sent live and the cassette was left as it was. Re-record the whole script (every request live, from its first step), or fix the script:',
      '  jumun run fixtures/scripts/cash-order.jsonl --record fixtures/cassettes/cash-order.json --gateway http://127.0.0.1:8080',
      '  jumun run fixtures/scripts/coupon-min-order.jsonl --record fixtures/cassettes/coupon-min-order.json --gateway http://127.0.0.1:8080',
    ]);
  });

  it('names the profile when the run had one, and no target when none was named', () => {
    const missed = [{ script: 'a.jsonl', cassette: 'a.json' }];
    expect(missAdvice(1, missed, { profile: 'staging.json' })[1]).toBe(
      '  jumun run a.jsonl --record a.json --profile staging.json',
    );
    expect(missAdvice(1, missed, {})).toEqual([
      expect.stringMatching(/^a step asked the cassette/),
      '  jumun run a.jsonl --record a.json',
    ]);
  });
});
