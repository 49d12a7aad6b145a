// Writes safe to repeat (issue 13): a client names one logical submission with an Idempotency-Key
// header and sends the same key again when it retries (after a 503 or a lost answer), and the
// platform answers the first attempt's result instead of acting twice.
import { z } from 'zod';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyKeyMessage = 'Idempotency-Key must be 1 to 128 visible ASCII characters';

/** Absent is fine (the call is then not safe to repeat); present, it must be a sane token. */
export const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,128}$/, idempotencyKeyMessage)
  .optional();

/** The headers of a write that takes a key (the route table's `headers`). */
export const idempotencyHeaders = z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
