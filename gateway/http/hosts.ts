// Where each host of the contract lives on the reference gateway: one origin, path prefixes — the
// default profile of the HTTP client (adapters/http/profile.ts) points at exactly these.
import type { Host } from '../../contract/call-def.ts';

export const hostPrefixes: Readonly<Record<Host, string>> = {
  api: '',
  gateway: '/gateway',
  member: '/member',
  front: '/front',
  auth: '/auth',
  payment: '/payment',
};
