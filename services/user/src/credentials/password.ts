import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// @node-rs/argon2 defaults to Argon2id (19 MiB, t=2, p=1), the OWASP baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without an account the same work is spent on a dummy
 * hash, so a failed login takes as long whether or not the user exists.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  const target = storedHash || (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return ok && storedHash !== undefined && storedHash !== '';
}
