// zod input validation → 400 ErrorBody: `message` is the first problem (what a toast shows),
// `errors` maps each field to its first message (what a form shows next to the field).
import { serverMessages } from '@sonic-nexus/contract';
import type { ZodError, ZodType, z } from 'zod';
import { HttpError } from './http-error';

export function validationError(error: ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  return new HttpError(400, error.issues[0]?.message ?? serverMessages.invalidInput, errors);
}

export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
