import { user } from '@sonic-nexus/proto';
import { hostname } from 'node:os';
import {
  announceSessionChange,
  beatSessionNotices,
  defineService,
  trackReadModelSize,
  watchSessionNotices,
} from '@sonic-nexus/service-kit';
import { configSchema } from './config';
import { userServiceImpl } from './grpc/user-service';
import { consumers, replicaConsumers } from './consumers';
import { createMailRequestQueue } from './mail-requests/mail-request-queue';
import { FollowGraph } from './read-model/follow-graph';
import { FOLLOWS_COLLECTION } from './repository/follow-model';
import { createFollowRepository } from './repository/follow-repository';
import { createMailRequestRepository } from './repository/mail-request-repository';
import { createPictureRepository } from './repository/picture-repository';
import { createSessionRepository } from './repository/session-repository';
import { createUploadTicketRepository } from './repository/upload-ticket-repository';
import { USERS_COLLECTION } from './repository/user-model';
import { createUserRepository, type UserRecord } from './repository/user-repository';
import { announcingChanges, createSessionCache } from './sessions/session-cache';
import type { Deps } from './use-cases/deps';
import { resumeMailRequests, serveMailRequest } from './use-cases/email-requests';
import { rebuildFollows } from './use-cases/follows';
import { sweepUploadRedemptions } from './use-cases/upload-tickets';

export interface UserStartOptions {
  /** The clock every expiry check reads; tests move it forward instead of waiting. */
  now?: () => Date;
  /** Awaited before each asked-for mail is served: a test holds the worker to see the answer come first. */
  mailGate?: () => Promise<void>;
}

export const userService = defineService({
  name: 'user',
  configSchema,
  grpcPort: (config) => config.USER_GRPC_PORT,
  async build({ config, conn, nc, logger, outbox }, options: UserStartOptions) {
    // Every change of a user's sessions or account is announced, so gateways and the other
    // replicas drop their answers about that user at once (session-notices.ts).
    const sessionCache = announcingChanges(createSessionCache<UserRecord>(), (userId) =>
      announceSessionChange(nc, userId),
    );
    const noticeWatch = watchSessionNotices(nc, (userId) => sessionCache.evictUserHere(userId));
    const stopBeating = beatSessionNotices(nc, `user-${hostname()}-${process.pid}`);
    // Serves requests only after start, when `deps` below is built.
    const mailQueue = createMailRequestQueue((id) => serveMailRequest(deps, id), logger, options.mailGate);
    const deps: Deps = {
      // Every write of an account drops the answers this process cached for its sessions.
      users: await createUserRepository(conn, {
        outbox,
        onChange: (id) => sessionCache.evictUser(id),
      }),
      sessions: await createSessionRepository(conn),
      follows: await createFollowRepository(conn, outbox),
      pictures: await createPictureRepository(conn),
      uploads: await createUploadTicketRepository(conn),
      followGraph: new FollowGraph(),
      mailRequests: await createMailRequestRepository(conn),
      mailQueue,
      sessionCache,
      now: options.now ?? (() => new Date()),
      ttlMs: {
        session: config.SESSION_TTL_SECONDS * 1000,
        verification: config.VERIFICATION_TOKEN_TTL_SECONDS * 1000,
        reset: config.RESET_TOKEN_TTL_SECONDS * 1000,
        upload: config.PICTURE_UPLOAD_TTL_SECONDS * 1000,
      },
    };
    trackReadModelSize('user-follow-graph', () => deps.followGraph.size);
    return {
      grpc: [{ definition: user.UserServiceService, implementation: userServiceImpl(deps, logger) }],
      outboxCollections: [USERS_COLLECTION, FOLLOWS_COLLECTION],
      consumers: consumers(deps),
      replicaConsumers: replicaConsumers(deps),
      rebuild: () => rebuildFollows(deps),
      stop: async () => {
        stopBeating();
        noticeWatch.stop();
        await mailQueue.drained(); // what was claimed is served before the store closes
      },
      afterStart: async () => {
        await sweepUploadRedemptions(deps);
        await resumeMailRequests(deps);
      },
    };
  },
});

export const { start, stop } = userService;
export const flushOutbox = () => userService.flushOutbox();
