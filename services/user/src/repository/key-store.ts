import { isDuplicateKey, withDocumentLock } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { keySchemas, type KeyCollection, type KeyDoc } from './key-model';

/** One collection of keys, each read and written by `_id` only. */
export interface KeyStore {
  find(key: string): Promise<KeyDoc | null>;
  /** Stores the key for the user; false when someone already holds it. */
  insert(key: string, userId: number, claimedAt: Date): Promise<boolean>;
  /** Hands a key over from the holder that was read; false when it changed meanwhile. */
  reclaim(found: KeyDoc, userId: number, claimedAt: Date): Promise<boolean>;
  /** Deletes the key if the user still holds it (never someone else's later claim). */
  release(key: string, userId: number): Promise<void>;
}

export async function createKeyStore(
  conn: mongoose.Connection,
  collection: KeyCollection,
): Promise<KeyStore> {
  const Key = conn.model<KeyDoc>(`Key:${collection}`, keySchemas[collection]);
  await Key.init();
  // Reclaim and release read a holder, then write: in this process they take the key's lock
  // (FerretDB updates are unlocked read-modify-writes); the holder in the filter guards the rest.
  const locked = <T>(key: string, work: () => Promise<T>) => withDocumentLock(collection, key, work);

  return {
    find: (key) => Key.findById(key).lean<KeyDoc>(),
    async insert(key, userId, claimedAt) {
      try {
        await Key.create({ _id: key, userId, claimedAt });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
    reclaim(found, userId, claimedAt) {
      return locked(found._id, async () => {
        const res = await Key.updateOne(
          { _id: found._id, userId: found.userId, claimedAt: found.claimedAt },
          { $set: { userId, claimedAt } },
        );
        return res.modifiedCount === 1;
      });
    },
    release(key, userId) {
      return locked(key, async () => {
        await Key.deleteOne({ _id: key, userId });
      });
    },
  };
}
