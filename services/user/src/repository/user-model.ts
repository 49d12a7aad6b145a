import { pendingEventSchema, type PendingEvent } from '@sonic-nexus/service-kit';
import mongoose from 'mongoose';

export const USERS_COLLECTION = 'users';
const USER_IDS_COLLECTION = 'user_ids';
export const COUNTERS_COLLECTION = 'counters';

/** A session this account holds; the session document itself is keyed by the same hash. */
export interface SessionKey {
  tokenHash: string;
  expiresAt: Date;
}

/**
 * An account (spec §3). `_id` is the integer user id; *Lower fields are found through their key
 * documents (key-model.ts) and stay unique-indexed as a last guard. Verification and reset tokens
 * are stored as sha256 hashes only. `sessionKeys` lists the sessions the account holds: a session
 * is valid only while listed, so one write here ends them all. `version` orders the account's
 * events; `pendingEvents` is the document outbox; `deletedAt` marks a tombstone awaiting relay.
 */
export interface UserDoc {
  _id: number;
  username: string;
  usernameLower: string;
  email: string;
  emailLower: string;
  passwordHash: string;
  bio: string;
  profilePictureUrl: string;
  usernameChanged: boolean;
  emailVerified: boolean;
  emailVerificationTokenHash?: string;
  emailVerificationExpires?: Date;
  passwordResetTokenHash?: string;
  passwordResetExpires?: Date;
  sessionKeys: SessionKey[];
  createdAt: Date;
  version: number;
  pendingEvents: PendingEvent[];
  deletedAt?: Date;
}

const sessionKeySchema = new mongoose.Schema<SessionKey>(
  { tokenHash: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { _id: false },
);

export const userSchema = new mongoose.Schema<UserDoc>(
  {
    _id: { type: Number, required: true },
    username: { type: String, required: true },
    usernameLower: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    emailLower: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    bio: { type: String, default: '' },
    profilePictureUrl: { type: String, default: '' },
    usernameChanged: { type: Boolean, default: false },
    emailVerified: { type: Boolean, default: false },
    // Found through their key documents, so no index here.
    emailVerificationTokenHash: { type: String },
    emailVerificationExpires: { type: Date },
    passwordResetTokenHash: { type: String },
    passwordResetExpires: { type: Date },
    sessionKeys: { type: [sessionKeySchema], default: [] },
    createdAt: { type: Date, required: true },
    version: { type: Number, default: 0 },
    pendingEvents: { type: [pendingEventSchema], default: [] },
    deletedAt: { type: Date },
  },
  { collection: USERS_COLLECTION, versionKey: false },
);

/** Every id ever handed out; ids are never reused, even after the account's tombstone is gone. */
export const userIdSchema = new mongoose.Schema<{ _id: number }>(
  { _id: { type: Number, required: true } },
  { collection: USER_IDS_COLLECTION, versionKey: false },
);

/** Named counters (`_id` = name); `value` is the last number handed out. */
export const counterSchema = new mongoose.Schema<{ _id: string; value: number }>(
  { _id: { type: String, required: true }, value: { type: Number, required: true } },
  { collection: COUNTERS_COLLECTION, versionKey: false },
);
