import { isDuplicateKey, withDocumentLock } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { COUNTERS_COLLECTION, counterSchema, userIdSchema } from './user-model';

const COUNTER = 'user_id';

/**
 * Hands out user ids: a counter document bumped by a write guarded by the value it read (no sort,
 * no scan), then the id is claimed in user_ids by `_id`. The claim is what makes an id unique: it
 * still holds when a counter write of another replica is lost (FerretDB's guarded updates are not
 * atomic), and it skips the ids of accounts made before the counter existed.
 */
export async function createUserIds(conn: mongoose.Connection): Promise<{ reserve(): Promise<number> }> {
  const Counter = conn.model('Counter', counterSchema);
  const UserId = conn.model('UserId', userIdSchema);
  await Counter.init();
  await UserId.init();
  let last: number | undefined; // the value this process last saw: usually saves the read

  const bump = async (): Promise<number> => {
    for (;;) {
      if (last === undefined) {
        const doc = await Counter.findById(COUNTER).lean<{ value: number }>();
        if (!doc) {
          await Counter.create({ _id: COUNTER, value: 0 }).catch((err: unknown) => {
            if (!isDuplicateKey(err)) throw err;
          });
          continue;
        }
        last = doc.value;
      }
      const res = await Counter.updateOne({ _id: COUNTER, value: last }, { $set: { value: last + 1 } });
      if (res.modifiedCount === 1) return (last += 1);
      last = undefined; // another replica moved it: read again
    }
  };

  return {
    reserve() {
      // One reservation at a time in this process (no retry storm under a burst of sign-ups).
      return withDocumentLock(COUNTERS_COLLECTION, COUNTER, async () => {
        for (;;) {
          const id = await bump();
          try {
            await UserId.create({ _id: id });
            return id;
          } catch (err) {
            if (!isDuplicateKey(err)) throw err;
          }
        }
      });
    },
  };
}
