// What every phase of a seed run shares: its options, the gRPC clients and where progress goes.
import { status } from '@grpc/grpc-js';
import { isGrpcError } from '@sonic-nexus/service-kit';
import type { SeedClients } from './clients';
import type { SeedOptions } from './options';
import type { ProgressSink } from './progress';

export interface SeedContext {
  options: SeedOptions;
  clients: SeedClients;
  sink: ProgressSink;
}

/** A seeded account as the user service knows it. */
export interface SeededUser {
  index: number;
  username: string;
  email: string;
  id: number;
  verified: boolean;
}

/** Password hashing (argon2id) queues up under a burst of sign-ups: give it time, as the gateway does. */
export const HASHING_CALL = { deadlineMs: 30_000 };
export const WRITE_CALL = { deadlineMs: 10_000 };

export function hasStatus(err: unknown, ...codes: status[]): boolean {
  return isGrpcError(err) && codes.includes(err.code);
}
