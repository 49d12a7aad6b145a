import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits): sessions, verification and reset links all use this. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are looked up by this hash; the raw token only ever lives with the client. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const hashToken = hashSessionToken;
