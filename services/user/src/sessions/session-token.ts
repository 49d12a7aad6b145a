import { createHash } from 'node:crypto';

/** Sessions are looked up by this hash; the raw token only ever lives in the client's cookie. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
