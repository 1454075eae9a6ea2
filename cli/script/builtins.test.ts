import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isKoreanMobile } from '../../domain/checkout/phone-number.ts';
import { builtinSource, builtins, newRunId, uniquePhones } from './builtins.ts';

/** Every mobile number the seed (members, blocked customers) and the shipped scripts name. */
function knownPhones(): Set<string> {
  const files = [
    'fixtures/seed/users.json',
    'fixtures/seed/blocklist.json',
    ...readdirSync('fixtures/scripts')
      .filter((n) => n.endsWith('.jsonl'))
      .map((n) => `fixtures/scripts/${n}`),
  ];
  const phones = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(/01[016789][-\s]?\d{3,4}[-\s]?\d{4}/g))
      phones.add(match[0].replace(/\D/g, ''));
  return phones;
}

describe('{{unique.phone}}', () => {
  it('is a valid Korean mobile, fresh each time, in a band no seed member, blocked customer or script uses', () => {
    const known = knownPhones();
    expect(known.size).toBeGreaterThan(3); // the seed's members and blocked customer were found
    const next = uniquePhones();
    const phones = Array.from({ length: 500 }, next);
    expect(new Set(phones).size).toBe(500);
    for (const phone of phones) {
      expect(isKoreanMobile(phone)).toBe(true);
      expect(known.has(phone)).toBe(false);
    }
    expect([...known].filter((p) => p.startsWith('0107'))).toEqual([]);
  });

  it('wraps around the band rather than growing out of it', () => {
    const next = uniquePhones(9_999_999);
    expect([next(), next()]).toEqual(['01079999999', '01070000000']);
  });

  it('starts elsewhere in each run, so two runs (at once or one after the other) take other phones', () => {
    const a = builtinSource();
    const b = builtinSource();
    expect(a.runId).not.toBe(b.runId);
    const first = builtins(a, 0);
    const second = builtins(a, 1);
    expect(first['run.id']).toBe(second['run.id']);
    expect([first['script.index'], second['script.index']]).toEqual([0, 1]);
    expect(first['unique.phone']).not.toBe(second['unique.phone']);
    expect(builtins(b, 0)['unique.phone']).not.toBe(first['unique.phone']);
  });

  it('names a run by its start and some randomness', () => {
    expect(newRunId(new Date('2026-11-27T11:31:52Z'))).toMatch(/^20261127-1131-[0-9a-z]+$/);
  });
});
