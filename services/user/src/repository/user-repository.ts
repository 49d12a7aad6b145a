import { DomainError, isDuplicateKey, withDocumentLock, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { USER_IDS_COLLECTION, USERS_COLLECTION, userIdSchema, userSchema, type UserDoc } from './user-model';

export interface UserRecord extends Omit<
  UserDoc,
  '_id' | 'usernameLower' | 'emailLower' | 'pendingEvents' | 'deletedAt'
> {
  id: number;
}

export type NewUser = Pick<UserRecord, 'id' | 'username' | 'email' | 'passwordHash'> &
  Partial<UserRecord> & { pendingEvents?: PendingEvent[] };

type TokenField =
  | 'emailVerificationTokenHash'
  | 'emailVerificationExpires'
  | 'passwordResetTokenHash'
  | 'passwordResetExpires';

/** What one conditional write of an account changes; `events` are stored with it (outbox). */
export interface UserChange {
  set?: Partial<Omit<UserDoc, '_id' | 'version' | 'pendingEvents'>>;
  unset?: TokenField[];
  events?: PendingEvent[];
}

export interface UserRepository {
  insert(user: NewUser): Promise<UserRecord>;
  findById(id: number): Promise<UserRecord | null>;
  /** By email when the value holds an '@' (usernames cannot), else by username; case-blind. */
  findByUsernameOrEmail(value: string): Promise<UserRecord | null>;
  findByTokenHash(
    field: 'emailVerificationTokenHash' | 'passwordResetTokenHash',
    hash: string,
  ): Promise<UserRecord | null>;
  /** Which of the two another account already holds, if any (deletion frees both at once). */
  takenField(username: string, email: string): Promise<'username' | 'email' | null>;
  /** Reserves the next integer id (max + 1 guarded by a unique index; retried on a clash). */
  reserveId(): Promise<number>;
  /**
   * Reads the live account, lets `decide` compute the change (or throw), and writes it in one
   * single-document update guarded by the version it read. Returns the updated account.
   */
  mutate(id: number, decide: (current: UserRecord) => UserChange): Promise<UserRecord>;
}

/**
 * FerretDB applies updates as unlocked read-modify-writes, and the outbox relay rewrites the same
 * documents, so every read-check-write of one account runs under the shared per-document lock.
 */
function withUserLock<T>(id: number, work: () => Promise<T>): Promise<T> {
  return withDocumentLock(USERS_COLLECTION, String(id), work);
}

const LIVE = { deletedAt: { $exists: false } };

function toRecord({
  _id,
  usernameLower: _u,
  emailLower: _e,
  pendingEvents: _p,
  deletedAt: _d,
  ...rest
}: UserDoc): UserRecord {
  return { ...rest, id: _id, version: rest.version ?? 0 };
}

export async function createUserRepository(conn: mongoose.Connection): Promise<UserRepository> {
  const User = conn.model<UserDoc>('User', userSchema);
  const UserId = conn.model<{ _id: number }>('UserId', userIdSchema);
  await User.init(); // the unique indexes must exist before the first write
  await UserId.init();
  const findLive = async (filter: Record<string, unknown>) => {
    const doc = await User.findOne({ ...filter, ...LIVE }).lean<UserDoc>();
    return doc ? toRecord(doc) : null;
  };

  return {
    async insert({ id, createdAt = new Date(), ...fields }) {
      const doc = await User.create({
        _id: id,
        createdAt,
        ...fields,
        usernameLower: fields.username.toLowerCase(),
        emailLower: fields.email.toLowerCase(),
      });
      return toRecord(doc.toObject<UserDoc>());
    },
    findById: (id) => findLive({ _id: id }),
    findByUsernameOrEmail: (value) =>
      findLive(
        value.includes('@') ? { emailLower: value.toLowerCase() } : { usernameLower: value.toLowerCase() },
      ),
    findByTokenHash: (field, hash) => findLive({ [field]: hash }),
    async takenField(username, email) {
      if (await User.exists({ usernameLower: username.toLowerCase() })) return 'username';
      if (await User.exists({ emailLower: email.toLowerCase() })) return 'email';
      return null;
    },
    reserveId() {
      // One reservation at a time in this process (no retry storm under a burst of sign-ups);
      // the unique index still settles clashes with other replicas, by moving on to the next id.
      return withDocumentLock(USER_IDS_COLLECTION, 'next', async () => {
        const last = await UserId.findOne().sort({ _id: -1 }).lean<{ _id: number }>();
        for (let id = (last?._id ?? 0) + 1; ; id += 1) {
          try {
            await UserId.create({ _id: id });
            return id;
          } catch (err) {
            if (!isDuplicateKey(err)) throw err;
          }
        }
      });
    },
    mutate(id, decide) {
      // The lock serialises this process's writers; the version guard protects against other
      // replicas on a real MongoDB.
      return withUserLock(id, async () => {
        const current = await findLive({ _id: id });
        if (!current) throw new DomainError('not-found', 'User not found');
        const change = decide(current);
        const update: mongoose.UpdateQuery<UserDoc> = {
          $set: { ...change.set, version: current.version + 1 },
        };
        if (change.unset?.length) update.$unset = Object.fromEntries(change.unset.map((f) => [f, 1]));
        if (change.events?.length) update.$push = { pendingEvents: { $each: change.events } };
        const res = await User.updateOne({ _id: id, version: current.version, ...LIVE }, update);
        if (res.modifiedCount !== 1)
          throw new DomainError('conflict', 'Account changed meanwhile, please retry');
        const doc = await User.findById(id).lean<UserDoc>();
        // A tombstone may already be relayed and gone; the caller then only needs what it wrote.
        return doc ? toRecord(doc) : { ...current, version: current.version + 1 };
      });
    },
  };
}
