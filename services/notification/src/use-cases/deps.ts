import type pino from 'pino';
import type { Mailer } from '../email/mailer';
import type { NotificationEvents } from '../events/notification-events';
import type { FollowerSource } from '../followers/follower-source';
import type { Inbox } from '../read-model/inbox';
import type { NotificationRepository } from '../repository/notification-repository';
import type { RemovedPlaylistRepository } from '../repository/removed-playlist-repository';
import type { SentEmailRepository } from '../repository/sent-email-repository';

/** What sending account mail needs (the mail use case takes only this part). */
export interface MailDeps {
  sentEmails: SentEmailRepository;
  mailer: Mailer;
  /** The public site the links in mails point at, without a trailing slash. */
  publicUrl: string;
  logger?: pino.Logger;
}

/** Everything the use cases reach beyond their input, built once in server.ts. */
export interface Deps extends MailDeps {
  notifications: NotificationRepository;
  removedPlaylists: RemovedPlaylistRepository;
  /** This replica's lists and unread counters (read-model/inbox.ts). */
  inbox: Inbox;
  events: NotificationEvents;
  followers: FollowerSource;
  fanOut: {
    /** Notifications written (and announced) per step of a fan-out. */
    chunkSize: number;
    /** Pause between steps, so a fan-out to many followers leaves the store room for others. */
    pauseMs: number;
  };
}
