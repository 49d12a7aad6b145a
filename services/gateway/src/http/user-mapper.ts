// The user proto → the contract's User (the proto never carries a hash or a token). Shared by the
// session middleware and the account routes, so it lives with the session.
import type { User } from '@sonic-nexus/contract';
import type { user as userProto } from '@sonic-nexus/proto';

export function toUser(msg: userProto.User): User {
  return {
    id: msg.id,
    username: msg.username,
    email: msg.email,
    bio: msg.bio,
    profilePictureUrl: msg.profilePictureUrl,
    usernameChanged: msg.usernameChanged,
    emailVerified: msg.emailVerified,
    createdAt: msg.createdAt,
  };
}
