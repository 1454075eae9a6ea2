// Debian's Chromium as the browser tests start it: headless, and no connection of its own to the
// outside (its background fetches are refused on a closed network, many at a time).
import { existsSync } from 'node:fs';

/**
 * Debian's headless shell (package chromium-headless-shell) when it is installed: Chromium's engine
 * without the browser's own layers, on which the whole browser tier passes in about two thirds of
 * the CPU time the full browser takes here. Otherwise Debian's chromium; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
] as const;
