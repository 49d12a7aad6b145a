// An account as the use cases answer it. The gRPC layer maps it (its owner sees all of it, anyone
// else the public part); what the repository holds besides (the password hash, token hashes,
// sessions, the outbox) never leaves the use cases.
export interface Account {
  id: number;
  username: string;
  email: string;
  bio: string;
  profilePictureUrl: string;
  usernameChanged: boolean;
  emailVerified: boolean;
  createdAt: Date;
}
