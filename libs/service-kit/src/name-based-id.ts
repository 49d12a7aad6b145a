// RFC 4122 v5 (SHA-1, name-based) UUIDs: an id derived from what a record is about, so work that
// runs again (a redelivered event, a retried request) writes the same id and the store's unique
// _id refuses the second copy. A dozen lines of node:crypto rather than the `uuid` package: the
// algorithm is fixed by the RFC and nothing else of that package is used.
import { createHash } from 'node:crypto';

/** `namespace`: 32 hex digits (a random UUID chosen once per kind of record, fixed forever). */
export function nameBasedId(namespace: string, name: string): string {
  const hash = createHash('sha1').update(Buffer.from(namespace, 'hex')).update(name).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50; // version 5
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
