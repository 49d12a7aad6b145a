import type { MailRequestQueue } from '../mail-requests/mail-request-queue';
import type { FollowGraph } from '../read-model/follow-graph';
import type { FollowRepository } from '../repository/follow-repository';
import type { MailRequestRepository } from '../repository/mail-request-repository';
import type { PictureRepository } from '../repository/picture-repository';
import type { SessionRepository } from '../repository/session-repository';
import type { UploadTicketRepository } from '../repository/upload-ticket-repository';
import type { UserRecord, UserRepository } from '../repository/user-repository';
import type { SessionCache } from '../sessions/session-cache';

/** Everything the use cases reach beyond their input, built once in server.ts. */
export interface Deps {
  users: UserRepository;
  sessions: SessionRepository;
  follows: FollowRepository;
  /** profile picture files and who holds them */
  pictures: PictureRepository;
  /** single use and signing key of picture upload URLs */
  uploads: UploadTicketRepository;
  /** who follows whom: every follow read answers from here */
  followGraph: FollowGraph;
  /** asked-for mails (resend-verification, forgot-password) not yet served */
  mailRequests: MailRequestRepository;
  /** serves them off the request path (use-cases/email-requests.ts: serveMailRequest) */
  mailQueue: MailRequestQueue;
  /** What getSessionUser answered lately, per token hash (sessions/session-cache.ts). */
  sessionCache: SessionCache<UserRecord>;
  /** Injectable so that expiry is testable. */
  now: () => Date;
  ttlMs: { session: number; verification: number; reset: number; upload: number };
}
