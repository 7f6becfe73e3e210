import { errors, jwtVerify, SignJWT } from 'jose';

/** At most 7 days (SERVER-03). */
export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  role: number;
  /** The session the token belongs to (`jti`): the server can end it (sessions.ts). */
  sessionId: string;
}

export function signToken(
  { userId, role, sessionId }: TokenClaims,
  secret: Uint8Array,
  lifetimeSeconds = tokenLifetimeSeconds,
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(sessionId)
    .setIssuedAt(now)
    .setExpirationTime(now + Math.min(lifetimeSeconds, tokenLifetimeSeconds))
    .sign(secret);
}

/** The claims of a valid token, or null for a malformed, tampered, wrongly signed or expired one. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp', 'jti'],
    });
    if (!payload.sub || !payload.jti) return null;
    return { userId: payload.sub, role: typeof payload.role === 'number' ? payload.role : 0, sessionId: payload.jti };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
