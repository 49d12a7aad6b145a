import type { user } from '@sonic-nexus/proto';
import type { Account } from '../use-cases/account';

/** The owner's view of an account: never the password hash. */
export function toProtoUser(u: Account): user.User {
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

/** What anyone may see of an account: never the email or anything secret. */
export function toPublicUser(u: Account): user.PublicUser {
  return {
    id: u.id,
    username: u.username,
    profilePictureUrl: u.profilePictureUrl,
    bio: u.bio,
    createdAt: u.createdAt.toISOString(),
  };
}
