import { JetStreamApiCodes, JetStreamApiError, jetstreamManager } from '@nats-io/jetstream';
import { defineService, trackReadModelSize } from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { consumers, replicaConsumers } from './consumers';
import { createMailer } from './email/mailer';
import { notificationEvents } from './events/notification-events';
import { userServiceFollowers } from './followers/follower-source';
import { notificationGrpc } from './grpc/notification-service';
import { Inbox } from './read-model/inbox';
import { NOTIFICATIONS_COLLECTION } from './repository/notification-model';
import { createNotificationRepository } from './repository/notification-repository';
import { createRemovedPlaylistRepository } from './repository/removed-playlist-repository';
import { createSentEmailRepository } from './repository/sent-email-repository';
import { rebuildInbox } from './use-cases/apply-change';
import type { Deps } from './use-cases/deps';

/** The one durable that read both mail subjects before there was one durable per subject. */
const LEGACY_MAIL_DURABLE = 'notification-email';

// JetStream's "consumer not found": a machine without old data has no such durable.
const isConsumerNotFound = (err: unknown) =>
  err instanceof JetStreamApiError && err.code === JetStreamApiCodes.ConsumerNotFound;

export const notificationService = defineService({
  name: 'notification',
  configSchema,
  grpcPort: (config) => config.NOTIFICATION_GRPC_PORT,
  async build({ config, conn, nc, logger, outbox }) {
    // A work queue refuses a consumer whose filter overlaps another's, so the legacy durable goes.
    const jsm = await jetstreamManager(nc);
    await jsm.consumers.delete('MAIL_REQUESTS', LEGACY_MAIL_DURABLE).catch((err: unknown) => {
      if (!isConsumerNotFound(err)) throw err;
    });
    const deps: Deps = {
      sentEmails: await createSentEmailRepository(conn),
      mailer: createMailer({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        from: config.MAIL_FROM,
        auth:
          config.SMTP_USER && config.SMTP_PASSWORD
            ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD }
            : undefined,
      }),
      publicUrl: config.PUBLIC_URL,
      notifications: await createNotificationRepository(conn, outbox),
      removedPlaylists: await createRemovedPlaylistRepository(conn),
      inbox: new Inbox(),
      events: notificationEvents(nc),
      followers: userServiceFollowers(config.USER_SERVICE_ADDR),
      fanOut: { chunkSize: config.FANOUT_CHUNK_SIZE, pauseMs: config.FANOUT_PAUSE_MS },
      logger,
    };
    trackReadModelSize('notification-inbox', () => deps.inbox.size);
    return {
      grpc: [notificationGrpc(deps, logger)],
      consumers: consumers(deps),
      replicaConsumers: replicaConsumers(deps),
      outboxCollections: [NOTIFICATIONS_COLLECTION],
      rebuild: () => rebuildInbox(deps),
      stop: async () => deps.followers.close(),
    };
  },
});

export const { start, stop } = notificationService;
export const flushOutbox = () => notificationService.flushOutbox();
