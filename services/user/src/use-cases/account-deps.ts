import * as grpc from '@grpc/grpc-js';
import { grpcError } from '@sonic-nexus/service-kit';
import type { ZodTypeAny, z } from 'zod';
import type { FollowRepository } from '../repository/follow-model';
import type { SessionRepository } from '../repository/session-repository';
import type { UserRepository } from '../repository/user-repository';

/** What the account use cases need; `now` is injectable so expiry is testable. */
export interface AccountDeps {
  users: UserRepository;
  sessions: SessionRepository;
  follows: FollowRepository;
  now: () => Date;
  ttlMs: { session: number; verification: number; reset: number };
}

/** The service checks its input with the contract's own rules; the first problem is the message. */
export function parseRequest<S extends ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw grpcError(grpc.status.INVALID_ARGUMENT, result.error.issues[0]?.message ?? 'Invalid input');
}

/** A stored token hash matches and has not expired (expiry is checked in code, DESIGN §4). */
export function tokenIsLive(
  storedHash: string | undefined,
  expires: Date | undefined,
  hash: string,
  now: Date,
): boolean {
  return storedHash === hash && expires !== undefined && expires.getTime() > now.getTime();
}
