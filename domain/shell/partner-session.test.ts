import { describe, expect, it } from 'vitest';
import { readPartnerMode } from './partner-session.ts';

describe('the stored partner mode', () => {
  it('reads each mode back', () => {
    for (const mode of ['main', 'embedded', 'travel', 'printAd', 'place'] as const)
      expect(readPartnerMode(mode)).toBe(mode);
  });

  it('is the main site when nothing or something unknown is stored', () => {
    expect(readPartnerMode(null)).toBe('main');
    expect(readPartnerMode('')).toBe('main');
    expect(readPartnerMode('EMBEDDED')).toBe('main');
  });
});
