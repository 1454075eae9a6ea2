// How a partner's link enters the app (spec 001 §1, §4 "Partner entries"). The spec names no entry
// parameters; decisions: the partner's link opens home with `entry` in the hash query —
//   entry=partner_app                          the embedded partner shopping app
//   entry=travel&origintime=<epoch s|ms|ISO>   the travel app, valid 12 h from origintime
//   entry=print_ad&channel=<code>              the print-ad channel (its details are not shown)
//   entry=place&place_id=<id>                  the place partner, whose place sets the address
// An expired or unreadable travel entry, a print-ad entry without a channel, a place entry without
// a place id and an unknown entry are a plain visit of the main site. The mode lasts for the tab
// (partner-session.ts); the entry then goes to the mode's home (/전체/ when embedded).
import { homePath, isTravelEntryValid, type PartnerMode } from './partner-entry.ts';

export interface EntryParams {
  get(name: string): string | null;
}

export type PartnerArrival =
  | { readonly kind: 'mode'; readonly mode: PartnerMode; readonly go: string }
  /** The place's address is looked up next (placeArrival). */
  | { readonly kind: 'place'; readonly placeId: string };

const plainVisit: PartnerArrival = { kind: 'mode', mode: 'main', go: homePath('main') };

const modeArrival = (mode: PartnerMode): PartnerArrival => ({ kind: 'mode', mode, go: homePath(mode) });

/** Whether the hash route carries a partner entry at all (cheap: the boot path asks it). */
export function hasPartnerEntry(hash: string): boolean {
  return /[?&]entry=/.test(hash);
}

export function partnerArrival(params: EntryParams, now: number): PartnerArrival {
  const value = (name: string) => (params.get(name) ?? '').trim();
  switch (value('entry')) {
    case 'partner_app':
      return modeArrival('embedded');
    case 'travel':
      return isTravelEntryValid(value('origintime') || null, now) ? modeArrival('travel') : plainVisit;
    case 'print_ad':
      return value('channel') === '' ? plainVisit : modeArrival('printAd');
    case 'place': {
      const placeId = value('place_id');
      return placeId === '' ? plainVisit : { kind: 'place', placeId };
    }
    default:
      return plainVisit;
  }
}
