import type mongoose from 'mongoose';
import { userSchema, type UserDoc } from './user-model';

export interface UserRecord extends Omit<UserDoc, '_id' | 'usernameLower' | 'emailLower'> {
  id: number;
}

export type NewUser = Pick<UserRecord, 'id' | 'username' | 'email' | 'passwordHash'> & Partial<UserRecord>;

export interface UserRepository {
  insert(user: NewUser): Promise<UserRecord>;
  findById(id: number): Promise<UserRecord | null>;
}

function toRecord({ _id, usernameLower: _u, emailLower: _e, ...rest }: UserDoc): UserRecord {
  return { id: _id, ...rest };
}

export async function createUserRepository(conn: mongoose.Connection): Promise<UserRepository> {
  const User = conn.model<UserDoc>('User', userSchema);
  await User.init(); // the unique indexes must exist before the first write

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
    async findById(id) {
      const doc = await User.findById(id).lean<UserDoc>();
      return doc ? toRecord(doc) : null;
    },
  };
}
