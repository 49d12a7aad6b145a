import type { FollowRepository } from '../repository/follow-repository';
import type { SessionRepository } from '../repository/session-repository';
import type { UserRepository } from '../repository/user-repository';

/** Everything the use cases reach beyond their input, built once in server.ts. */
export interface Deps {
  users: UserRepository;
  sessions: SessionRepository;
  follows: FollowRepository;
  /** Injectable so that expiry is testable. */
  now: () => Date;
  ttlMs: { session: number; verification: number; reset: number };
}
