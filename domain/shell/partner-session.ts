// Which partner mode this tab is in (spec 001 §1, §4 "Partner entries"), kept in session storage for
// the tab's life: an entry sets it once and every screen after it (idle tracking, the payment
// label, the home path) reads it. Decision: unreadable or unknown text is the main site.
import type { StorageKey } from '../storage-lifetimes.ts';
import type { PartnerMode } from './partner-entry.ts';

export const PARTNER_MODE_KEY: StorageKey = { key: 'partner_mode', area: 'session', lifetimeMs: null };

const MODES: readonly PartnerMode[] = ['main', 'embedded', 'travel', 'printAd', 'place'];

export function readPartnerMode(stored: string | null): PartnerMode {
  return MODES.find((mode) => mode === stored) ?? 'main';
}
