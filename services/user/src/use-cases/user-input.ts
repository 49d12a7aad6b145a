import { validationMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';

/** A user id as every use case takes it: a positive safe integer, else the spec's message. */
export function requireUserId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError('invalid', validationMessages.userIdInvalid);
  return id;
}
