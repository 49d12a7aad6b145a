// The check of a user id every service's use cases take from their callers: the gateway
// validates first, this guards every other caller with the spec's message.
import { validationMessages } from '@sonic-nexus/contract';
import { DomainError } from './domain-error';

/** A positive safe integer, else 'invalid' with the spec's message. */
export function requireUserId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new DomainError('invalid', validationMessages.userIdInvalid);
  return id;
}
