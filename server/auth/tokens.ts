// Short-lived access tokens (JWT, HS256 via jose) for `Authorization: Bearer`, issued by
// GET /auth/token to a browser holding our session cookie. Verification pins the
// algorithm, issuer, audience and expiry; an external OIDC issuer can be trusted instead.
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Config } from '../config';

export const ISSUER = 'vet-widgets';
export const AUDIENCE = 'vet-widgets-api';
export const TOKEN_TTL_SECONDS = 15 * 60;

export interface TokenClaims {
  userId: number;
  vetId: string;
  email: string;
  /** The session's token_id: ending the session ends the token. */
  sessionId: string;
  /**
   * A token handed to another site (the sign-in popup): scope 'embed' and that site's origin.
   * Such a token is refused from any other origin and cannot reach the routes marked
   * portalOnly (server/auth/embedScope.ts).
   */
  embed?: { origin: string };
  /**
   * A clinic desk token (server/auth/staffSessions.ts): scope 'staff', its subject a staff id
   * and its session a staff session. Client routes refuse it; only the desk takes it.
   */
  staff?: true;
}

export const EMBED_SCOPE = 'embed';
export const STAFF_SCOPE = 'staff';

export type VerifiedClaims = JWTPayload & { sub: string; vetId?: string; email?: string; sid?: string; scope?: string; origin?: string };

export async function issueToken(config: Config, claims: TokenClaims, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const scope = claims.embed ? { scope: EMBED_SCOPE, origin: claims.embed.origin } : claims.staff ? { scope: STAFF_SCOPE } : {};
  return new SignJWT({ vetId: claims.vetId, email: claims.email, sid: claims.sessionId, ...scope })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(config.jwtSecret);
}

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/** Verified claims, or null for any token that is not ours, not valid, or expired. */
export async function verifyToken(config: Config, token: string, now = new Date()): Promise<VerifiedClaims | null> {
  try {
    // A token must expire: one signed without `exp` would otherwise be good forever.
    const options = { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, currentDate: now, requiredClaims: ['exp'] };
    const { payload } = config.oidc
      ? await jwtVerify(token, (jwks ??= createRemoteJWKSet(new URL(config.oidc.jwksUrl))), {
          algorithms: ['RS256', 'ES256'],
          issuer: config.oidc.issuer,
          audience: config.oidc.audience,
          currentDate: now,
          requiredClaims: ['exp'],
        })
      : await jwtVerify(token, config.jwtSecret, options);
    if (typeof payload.sub !== 'string') return null;
    return payload as VerifiedClaims;
  } catch {
    return null;
  }
}
