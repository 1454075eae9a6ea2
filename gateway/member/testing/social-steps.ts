// Given-steps of social login tests: approve on the sandbox consent page and take the token from
// where it redirects.
import type { SocialProvider } from '../social-provider.ts';

export interface Consent {
  readonly status: number;
  /** The redirect target (Location), '' when none. */
  readonly location: string;
}

export async function decideConsent(
  baseUrl: string,
  provider: string,
  fields: Readonly<Record<string, string>>,
): Promise<Consent> {
  const response = await fetch(new URL(`/sandbox/social/${provider}`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** Approves the account on the consent page and answers the provider access token. */
export async function providerToken(
  baseUrl: string,
  provider: SocialProvider,
  account: string,
  shareEmail = true,
): Promise<string> {
  const consent = await decideConsent(baseUrl, provider, {
    redirect: '/login/social/',
    account,
    decision: 'approve',
    ...(shareEmail ? { share_email: 'yes' } : {}),
  });
  const token = new URL(consent.location, baseUrl).searchParams.get('access_token');
  if (consent.status !== 302 || token === null) throw new Error(`consent answered ${consent.status}`);
  return token;
}
