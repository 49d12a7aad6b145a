import * as grpc from '@grpc/grpc-js';
import { grpcError } from '@sonic-nexus/service-kit';
import type { ZodError } from 'zod';

/** The first problem, worded exactly as the form shows it (spec §5), e.g. 'Title is required'. */
export function invalidArgument(error: ZodError): grpc.ServiceError {
  return grpcError(grpc.status.INVALID_ARGUMENT, error.issues[0]?.message ?? 'Invalid input');
}
