import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits): sessions, verification and reset links all use this. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are looked up by this hash; the raw token only ever lives with the client. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A stored token hash matches and has not expired (expiry is checked in code, DESIGN §4). */
export function tokenIsLive(
  storedHash: string | undefined,
  expires: Date | undefined,
  hash: string,
  now: Date,
): boolean {
  return storedHash === hash && expires !== undefined && expires.getTime() > now.getTime();
}
