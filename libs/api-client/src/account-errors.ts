// The message the server put in an error answer (DESIGN §7: JSON `{message}`), for toasts that
// show "the server message, or <fallback>" (spec §8).
import { isApiError } from './api-fetch';

export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const text = error.responseText.trim();
  if (text === '') return undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      return typeof message === 'string' && message !== '' ? message : undefined;
    }
    return undefined;
  } catch {
    // A plain-text answer is the server's text as it is; an HTML error page is not a message.
    return text.startsWith('<') ? undefined : text;
  }
}

/** True when the request never got an answer (offline, DNS, refused): fetch rejects with a TypeError. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
