import type mongoose from 'mongoose';
import { EMAILS_COLLECTION, USERNAMES_COLLECTION, type KeyDoc } from './key-model';
import { createKeyStore, type KeyStore } from './key-store';
import type { UserDoc } from './user-model';

export type NameKind = 'username' | 'email';
/** `claimed`: the key is now the user's; `held`: it already was; `taken`: another account's. */
export type ClaimResult = 'claimed' | 'held' | 'taken';

/**
 * A claim younger than this may belong to a registration or rename still writing its account, so
 * it is not taken over even though its account does not hold the name (yet).
 */
export const KEY_CLAIM_GRACE_MS = 60_000;

/** Usernames and emails as key documents (`_id` = the lowercased value → user id). */
export interface NameKeys {
  /** The account a key points to, if that account is live and still holds the name. */
  holderOf(kind: NameKind, value: string): Promise<UserDoc | null>;
  claim(kind: NameKind, value: string, userId: number, now: Date): Promise<ClaimResult>;
  release(kind: NameKind, value: string, userId: number): Promise<void>;
}

export async function createNameKeys(
  conn: mongoose.Connection,
  findUser: (id: number) => Promise<UserDoc | null>,
): Promise<NameKeys> {
  const kinds: Record<NameKind, { keys: KeyStore; field: 'usernameLower' | 'emailLower' }> = {
    username: { keys: await createKeyStore(conn, USERNAMES_COLLECTION), field: 'usernameLower' },
    email: { keys: await createKeyStore(conn, EMAILS_COLLECTION), field: 'emailLower' },
  };

  /** Left behind by a crash: its account is deleted, or gone or holding another name for long. */
  const isStale = async (kind: NameKind, found: KeyDoc, now: Date) => {
    const holder = await findUser(found.userId); // tombstones included
    if (holder?.deletedAt) return true; // a deleted account never comes back
    if (holder?.[kinds[kind].field] === found._id) return false;
    return now.getTime() - found.claimedAt.getTime() >= KEY_CLAIM_GRACE_MS;
  };

  return {
    async holderOf(kind, value) {
      const { keys, field } = kinds[kind];
      const key = await keys.find(value.toLowerCase());
      const doc = key ? await findUser(key.userId) : null;
      return doc && !doc.deletedAt && doc[field] === key?._id ? doc : null;
    },
    async claim(kind, value, userId, now) {
      const { keys } = kinds[kind];
      const key = value.toLowerCase();
      // A round is lost only to another claim or release of this very key, so a few suffice.
      for (let round = 0; round < 3; round += 1) {
        if (await keys.insert(key, userId, now)) return 'claimed';
        const found = await keys.find(key);
        if (!found) continue; // released meanwhile
        if (found.userId === userId) return 'held';
        if (!(await isStale(kind, found, now))) return 'taken';
        if (await keys.reclaim(found, userId, now)) return 'claimed';
      }
      return 'taken';
    },
    release: (kind, value, userId) => kinds[kind].keys.release(value.toLowerCase(), userId),
  };
}
