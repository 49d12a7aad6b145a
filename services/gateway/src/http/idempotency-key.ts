// The Idempotency-Key of a write (contract idempotency.ts), checked at the edge: a bad one is 400
// with the contract's message; none is undefined (the write is then simply not safe to repeat).
import { IDEMPOTENCY_KEY_HEADER, idempotencyKey } from '@sonic-nexus/contract';
import type { Request } from 'express';
import { parseInput } from './validate-input';

export function readIdempotencyKey(req: Request): string | undefined {
  return parseInput(idempotencyKey, req.get(IDEMPOTENCY_KEY_HEADER));
}
