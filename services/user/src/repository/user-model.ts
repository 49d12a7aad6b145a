import { pendingEventSchema, type PendingEvent } from '@sonic-nexus/service-kit';
import mongoose from 'mongoose';

export const USERS_COLLECTION = 'users';
export const USER_IDS_COLLECTION = 'user_ids';

/**
 * An account (spec §3). `_id` is the integer user id; *Lower fields make uniqueness case-blind.
 * Verification and reset tokens are stored as sha256 hashes only. `version` orders the account's
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
  createdAt: Date;
  version: number;
  pendingEvents: PendingEvent[];
  deletedAt?: Date;
}

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
    // Plain indexes: FerretDB has no sparse/partial ones, and most accounts hold no token.
    emailVerificationTokenHash: { type: String, index: true },
    emailVerificationExpires: { type: Date },
    passwordResetTokenHash: { type: String, index: true },
    passwordResetExpires: { type: Date },
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
