import type { user } from '@sonic-nexus/proto';
import type { UserRecord } from '../repository/user-repository';

/** The owner's view of an account: never the password hash. */
export function toProtoUser(u: UserRecord): user.User {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    bio: u.bio,
    profilePictureUrl: u.profilePictureUrl,
    usernameChanged: u.usernameChanged,
    emailVerified: u.emailVerified,
    createdAt: u.createdAt.toISOString(),
  };
}
