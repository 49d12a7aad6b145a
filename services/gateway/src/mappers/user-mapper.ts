// user proto messages → contract shapes (the proto never carries a hash or token).
import type { PublicUser, User } from '@sonic-nexus/contract';
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

export function toPublicUser(msg: userProto.PublicUser): PublicUser {
  return {
    id: msg.id,
    username: msg.username,
    profilePictureUrl: msg.profilePictureUrl,
    bio: msg.bio,
    createdAt: msg.createdAt,
  };
}
