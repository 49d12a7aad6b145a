import {
  DomainError,
  withDocumentLock,
  type OutboxSignal,
  type PendingEvent,
} from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { RESET_TOKENS_COLLECTION, VERIFICATION_TOKENS_COLLECTION } from './key-model';
import { createKeyStore, type KeyStore } from './key-store';
import { createNameKeys, type ClaimResult, type NameKind } from './name-keys';
import { createUserIds } from './user-ids';
import { USERS_COLLECTION, userSchema, type SessionKey, type UserDoc } from './user-model';

export interface UserRecord extends Omit<
  UserDoc,
  '_id' | 'usernameLower' | 'emailLower' | 'pendingEvents' | 'deletedAt' | 'sessionKeys'
> {
  id: number;
}

/** What a write decides from: the account and the sessions it holds. */
export type UserState = UserRecord & { sessionKeys: SessionKey[] };

export type NewUser = Pick<UserRecord, 'id' | 'username' | 'email' | 'passwordHash'> &
  Partial<UserRecord> & { pendingEvents?: PendingEvent[]; sessionKeys?: SessionKey[] };

type TokenHashField = 'emailVerificationTokenHash' | 'passwordResetTokenHash';
type TokenField = TokenHashField | 'emailVerificationExpires' | 'passwordResetExpires';
const TOKEN_HASH_FIELDS: TokenHashField[] = ['emailVerificationTokenHash', 'passwordResetTokenHash'];

/** What one conditional write of an account changes; `events` are stored with it (outbox). */
export interface UserChange {
  set?: Partial<Omit<UserDoc, '_id' | 'version' | 'pendingEvents'>>;
  unset?: TokenField[];
  events?: PendingEvent[];
}

export interface UserRepository {
  /**
   * Writes the account (its token hashes get their key documents first). Its username and email
   * keys are the caller's to claim (claimKey) before; the unique indexes only back them up.
   */
  insert(user: NewUser): Promise<UserRecord>;
  findById(id: number): Promise<UserRecord | null>;
  /** The live account, only while it still lists the session (reset and deletion unlist them all). */
  findSessionHolder(id: number, tokenHash: string): Promise<UserRecord | null>;
  /** By email when the value holds an '@' (usernames cannot), else by username; case-blind. */
  findByUsernameOrEmail(value: string): Promise<UserRecord | null>;
  findByTokenHash(field: TokenHashField, hash: string): Promise<UserRecord | null>;
  /** Which of the two another account already holds, if any (deletion frees both at once). */
  takenField(username: string, email: string): Promise<NameKind | null>;
  /**
   * Claims a username or email key for the user. A key left by a crash (its account gone,
   * deleted, or holding another name, and the claim older than a grace period) is taken over.
   */
  claimKey(kind: NameKind, value: string, userId: number, now: Date): Promise<ClaimResult>;
  /** Gives the key up, if the user still holds it. */
  releaseKey(kind: NameKind, value: string, userId: number): Promise<void>;
  /** Reserves the next integer id, never handed out before (user-ids.ts). */
  reserveId(): Promise<number>;
  /**
   * Reads the live account, lets `decide` compute the change (or throw), and writes it in one
   * single-document update guarded by the version it read (read again and retried if another
   * replica wrote in between). Returns the updated account.
   */
  mutate(id: number, decide: (current: UserState) => UserChange): Promise<UserRecord>;
}

const MUTATE_ATTEMPTS = 3;

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
  sessionKeys: _s,
  ...rest
}: UserDoc): UserRecord {
  return { ...rest, id: _id, version: rest.version ?? 0 };
}

export async function createUserRepository(
  conn: mongoose.Connection,
  opts: {
    /** Told of every account written with events (or tombstoned), for the relay to publish. */
    outbox: OutboxSignal;
    /** Called after every write of an account (the session cache drops what it holds for it). */
    onChange?: (userId: number) => void;
  },
): Promise<UserRepository> {
  const User = conn.model<UserDoc>('User', userSchema);
  await User.init(); // the unique indexes must exist before the first write
  const ids = await createUserIds(conn);
  const names = await createNameKeys(conn, (id) => User.findById(id).lean<UserDoc>());
  const tokens: Record<TokenHashField, KeyStore> = {
    emailVerificationTokenHash: await createKeyStore(conn, VERIFICATION_TOKENS_COLLECTION),
    passwordResetTokenHash: await createKeyStore(conn, RESET_TOKENS_COLLECTION),
  };

  // By `_id` alone, the tombstone checked here: the one filter every backend pushes down.
  const findLiveDoc = async (id: number) => {
    const doc = await User.findById(id).lean<UserDoc>();
    return doc && !doc.deletedAt ? doc : null;
  };
  const findLive = async (id: number) => {
    const doc = await findLiveDoc(id);
    return doc ? toRecord(doc) : null;
  };
  const holderOf = async (kind: NameKind, value: string) => {
    const doc = await names.holderOf(kind, value);
    return doc ? toRecord(doc) : null;
  };
  const releaseTokens = (hashes: Array<[TokenHashField, string]>, userId: number) =>
    Promise.all(hashes.map(([field, hash]) => tokens[field].release(hash, userId)));

  /** One version-guarded write; false when another writer got in first. */
  const writeOnce = async (
    id: number,
    decide: (current: UserState) => UserChange,
  ): Promise<UserRecord | false> => {
    const doc = await findLiveDoc(id);
    if (!doc) throw new DomainError('not-found', 'User not found');
    const current: UserState = { ...toRecord(doc), sessionKeys: doc.sessionKeys ?? [] };
    const change = decide(current);
    const replaced = (field: TokenHashField) =>
      !!current[field] &&
      (change.unset?.includes(field) || (change.set?.[field] ?? current[field]) !== current[field]);
    // A new token hash gets its key before the write, so it can always be found.
    const added = TOKEN_HASH_FIELDS.flatMap((f): Array<[TokenHashField, string]> => {
      const hash = change.set?.[f];
      return hash && hash !== current[f] ? [[f, hash]] : [];
    });
    for (const [field, hash] of added) await tokens[field].insert(hash, id, new Date());

    const update: mongoose.UpdateQuery<UserDoc> = {
      $set: { ...change.set, version: current.version + 1 },
    };
    if (change.unset?.length) update.$unset = Object.fromEntries(change.unset.map((f) => [f, 1]));
    if (change.events?.length) update.$push = { pendingEvents: { $each: change.events } };
    const res = await User.updateOne({ _id: id, version: current.version, ...LIVE }, update);
    if (res.modifiedCount !== 1) {
      await releaseTokens(added, id);
      return false;
    }
    await releaseTokens(
      TOKEN_HASH_FIELDS.filter(replaced).map((f): [TokenHashField, string] => [f, current[f]!]),
      id,
    );
    if (change.events?.length || change.set?.deletedAt) opts.outbox.written(USERS_COLLECTION, id);
    opts.onChange?.(id);
    const after = await User.findById(id).lean<UserDoc>();
    // A tombstone may already be relayed and gone; the caller then only needs what it wrote.
    return after ? toRecord(after) : { ...toRecord(doc), version: current.version + 1 };
  };

  return {
    async insert({ id, createdAt = new Date(), ...fields }) {
      const hashes = TOKEN_HASH_FIELDS.flatMap((f): Array<[TokenHashField, string]> => {
        const hash = fields[f];
        return hash ? [[f, hash]] : [];
      });
      for (const [field, hash] of hashes) await tokens[field].insert(hash, id, createdAt);
      try {
        const doc = await User.create({
          _id: id,
          createdAt,
          ...fields,
          usernameLower: fields.username.toLowerCase(),
          emailLower: fields.email.toLowerCase(),
        });
        if (fields.pendingEvents?.length) opts.outbox.written(USERS_COLLECTION, id);
        return toRecord(doc.toObject<UserDoc>());
      } catch (err) {
        await releaseTokens(hashes, id);
        throw err;
      }
    },
    findById: findLive,
    async findSessionHolder(id, tokenHash) {
      const doc = await findLiveDoc(id);
      return doc?.sessionKeys?.some((k) => k.tokenHash === tokenHash) ? toRecord(doc) : null;
    },
    findByUsernameOrEmail: (value) => holderOf(value.includes('@') ? 'email' : 'username', value),
    async findByTokenHash(field, hash) {
      const key = await tokens[field].find(hash);
      return key ? findLive(key.userId) : null;
    },
    async takenField(username, email) {
      if (await holderOf('username', username)) return 'username';
      if (await holderOf('email', email)) return 'email';
      return null;
    },
    claimKey: (kind, value, userId, now) => names.claim(kind, value, userId, now),
    releaseKey: (kind, value, userId) => names.release(kind, value, userId),
    reserveId: () => ids.reserve(),
    mutate(id, decide) {
      // The lock serialises this process's writers; the version guard detects other replicas.
      return withUserLock(id, async () => {
        for (let attempt = 1; attempt <= MUTATE_ATTEMPTS; attempt += 1) {
          const written = await writeOnce(id, decide);
          if (written) return written;
        }
        throw new DomainError('conflict', 'Account changed meanwhile, please retry');
      });
    },
  };
}
