// The signed part of an upload URL: `{userId}.{expiresAtMs}.{nonce}.{signature}`, the signature an
// HMAC-SHA256 of the rest under the service's upload key. So a URL cannot be made up, changed to
// another user or given a longer life; checking it needs no store access. Single use is the
// repository's (the nonce is claimed once).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface UploadClaim {
  userId: number;
  expiresAt: Date;
  nonce: string;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function signUploadToken(key: Buffer, userId: number, expiresAt: Date): string {
  const payload = `${userId}.${expiresAt.getTime()}.${randomBytes(16).toString('base64url')}`;
  return `${payload}.${sign(key, payload).toString('base64url')}`;
}

const TOKEN = /^([1-9]\d{0,15})\.(\d{1,16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The claim of a token signed with this key; null when malformed or the signature does not match. */
export function readUploadToken(key: Buffer, token: string): UploadClaim | null {
  const parts = TOKEN.exec(token);
  if (!parts) return null;
  const [, userId, expiresAtMs, nonce, signature] = parts;
  // Compared as text: base64url has several spellings of the same bytes, only ours is accepted.
  const expected = Buffer.from(sign(key, `${userId}.${expiresAtMs}.${nonce}`).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(signature), expected)) return null;
  return { userId: Number(userId), expiresAt: new Date(Number(expiresAtMs)), nonce };
}
