// The 'Upload failed' text of a failed upload (spec §8), by the answer's status: fixed texts for
// 401 and 413, otherwise the server's message or the status's fallback; an error body that is not
// JSON reads 'Unknown error'; a failure without an answer is 'An unexpected error occurred'.
import { ApiError } from '@sonic-nexus/api-client';
import { uploadFailureMessages as m } from '@sonic-nexus/contract';

/** The body's message; 'Unknown error' when the body is not JSON; undefined when JSON without one. */
function bodyMessage(responseText: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(responseText);
  } catch {
    return m.unknownBody;
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body as { message: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}

export function uploadFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return m.unexpected;
  const { status, responseText } = error;
  if (status === 401) return m.unauthorized;
  if (status === 413) return m.tooLarge;
  const message = bodyMessage(responseText);
  if (status === 400) return message ?? m.badRequest;
  if (status >= 500) return message ?? m.serverError;
  return message ?? m.otherStatus(status);
}
