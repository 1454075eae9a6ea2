import { describe, expect, it } from 'vitest';
import { hasPartnerEntry, partnerArrival } from './partner-arrival.ts';

const now = Date.UTC(2026, 10, 10, 3, 0);
const hour = 3_600_000;
const params = (query: string) => new URLSearchParams(query);

describe('partner arrival (spec 001 §4 "Partner entries")', () => {
  it('notices an entry in the hash query only', () => {
    expect(hasPartnerEntry('#/?entry=partner_app')).toBe(true);
    expect(hasPartnerEntry('#/?reset&entry=travel')).toBe(true);
    expect(hasPartnerEntry('#/restaurants/')).toBe(false);
    expect(hasPartnerEntry('#/?reentry=1')).toBe(false);
  });

  it('enters the embedded partner app with /전체/ as home', () => {
    expect(partnerArrival(params('entry=partner_app'), now)).toEqual({
      kind: 'mode',
      mode: 'embedded',
      go: '/전체/',
    });
  });

  it('enters from the travel app within 12 hours of origintime, else as a plain visit', () => {
    const fresh = String(Math.floor((now - 11 * hour) / 1000));
    const stale = String(Math.floor((now - 12 * hour) / 1000));
    expect(partnerArrival(params(`entry=travel&origintime=${fresh}`), now)).toEqual({
      kind: 'mode',
      mode: 'travel',
      go: '/',
    });
    expect(partnerArrival(params(`entry=travel&origintime=${stale}`), now)).toEqual({
      kind: 'mode',
      mode: 'main',
      go: '/',
    });
    for (const query of ['entry=travel&origintime=soon', 'entry=travel'])
      expect(partnerArrival(params(query), now)).toEqual({ kind: 'mode', mode: 'main', go: '/' });
  });

  it('enters from the print-ad channel when it names one', () => {
    expect(partnerArrival(params('entry=print_ad&channel=flyer-06236'), now)).toEqual({
      kind: 'mode',
      mode: 'printAd',
      go: '/',
    });
    expect(partnerArrival(params('entry=print_ad&channel=%20'), now)).toEqual({
      kind: 'mode',
      mode: 'main',
      go: '/',
    });
  });

  it('hands a place entry on with its place id', () => {
    expect(partnerArrival(params('entry=place&place_id=np-1001'), now)).toEqual({
      kind: 'place',
      placeId: 'np-1001',
    });
    expect(partnerArrival(params('entry=place'), now)).toEqual({ kind: 'mode', mode: 'main', go: '/' });
  });

  it('treats an unknown entry as a plain visit', () => {
    expect(partnerArrival(params('entry=somewhere'), now)).toEqual({ kind: 'mode', mode: 'main', go: '/' });
  });
});
