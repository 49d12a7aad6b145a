import mongoose from 'mongoose';

/** An account (spec §3). `_id` is the integer user id; *Lower fields make uniqueness case-blind. */
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
  createdAt: Date;
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
    createdAt: { type: Date, required: true },
  },
  { collection: 'users', versionKey: false },
);
