import { validationMessages } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';

/** A user id is a positive integer; proto3 sends 0 when it is unset. */
export function checkUserId(value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new DomainError('invalid', validationMessages.userIdInvalid);
  }
  return value;
}
