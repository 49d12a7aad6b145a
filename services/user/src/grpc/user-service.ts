import { user } from '@sonic-nexus/proto';
import { notYetImplemented, unaryHandler } from '@sonic-nexus/service-kit';
import type pino from 'pino';
import type { SessionRepository } from '../repository/session-repository';
import type { UserRepository } from '../repository/user-repository';
import { getSessionUser } from '../use-cases/get-session-user';
import { toProtoUser } from './user-mapper';

/** Thin gRPC layer: decode → use case → proto; errors are mapped by unaryHandler. */
export function userServiceImpl(
  deps: { users: UserRepository; sessions: SessionRepository },
  logger: pino.Logger,
): user.UserServiceServer {
  return notYetImplemented<user.UserServiceServer>(user.UserServiceService, {
    getSessionUser: unaryHandler(logger, async (req: user.SessionTokenRequest) =>
      toProtoUser(await getSessionUser(deps, req.sessionToken)),
    ),
  });
}
