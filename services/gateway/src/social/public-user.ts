import type { PublicUser } from '@sonic-nexus/contract';
import type { user as userProto } from '@sonic-nexus/proto';

/** Anyone's view of an account: never the email. */
export function toPublicUser(msg: userProto.PublicUser): PublicUser {
  return {
    id: msg.id,
    username: msg.username,
    profilePictureUrl: msg.profilePictureUrl,
    bio: msg.bio,
    createdAt: msg.createdAt,
  };
}
