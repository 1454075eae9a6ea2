// The social provider's own session (spec 001 §4 "Logout ... logs out of the social provider"). A
// provider (naver, kakao) remembers whoever signed in at its consent page, so the next social login
// would go straight through; logging out of jumun ends that session too. The web app asks the
// provider with the browser's credentials, the CLI over HTTP.
import type { SocialOrigin } from './account-gateway.ts';

/** 'failed': the provider could not be reached or refused; the logout goes on regardless. */
export type ProviderLogout = 'ended' | 'failed';

export interface SocialProviderSession {
  /** Ends the customer's session at the provider. Never throws: a failure is a value. */
  logout(provider: SocialOrigin): Promise<ProviderLogout>;
}
