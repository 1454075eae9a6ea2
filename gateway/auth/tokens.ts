// Access tokens are signed JWTs (HS256) with an expiry; refresh tokens are random and stored.
// Members carry is_user true; anonymous customers get a non-user token (spec 001 §6).
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  readonly customerId: string;
  readonly isUser: boolean;
}

export const ACCESS_TOKEN_SECONDS = 60 * 60;

export interface Tokens {
  issue(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for a missing, forged or expired one. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function jwtTokens(secret: Uint8Array, now: () => number): Tokens {
  return {
    issue: (claims) =>
      new SignJWT({ is_user: claims.isUser })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.customerId)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + ACCESS_TOKEN_SECONDS)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        return typeof payload.sub === 'string'
          ? { customerId: payload.sub, isUser: payload.is_user === true }
          : null;
      } catch {
        return null;
      }
    },
  };
}
