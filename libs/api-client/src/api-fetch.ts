// The one fetch wrapper behind every /api call (spec §7): cookies always, JSON only when there
// is a payload, and a non-ok answer becomes an error reading "<status>: <text or statusText>".

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a zod-like parse; keeps this module free of a hard zod dependency. */
interface ResponseSchema<T> {
  parse(data: unknown): T;
}

interface ApiFetchOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** extra request headers, e.g. an Idempotency-Key */
  headers?: Readonly<Record<string, string>>;
}

/** Error for a non-ok answer; `status` lets callers branch (e.g. 401 → anonymous). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
    statusText: string,
  ) {
    super(`${status}: ${responseText || statusText}`);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

// Empty in the browser, where /api is on the page's own origin. A server that renders pages (a
// remote's prerender, issue 11) sets the gateway's origin once at start.
let apiOrigin = '';

/** The origin every later call is sent to; '' for the page's own. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

export async function apiFetch<T>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, headers } = options;
  const hasPayload = body !== undefined;
  const response = await fetch(`${apiOrigin}${path}`, {
    method,
    credentials: 'include',
    headers: hasPayload ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: hasPayload ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  const text = await response.text();
  // Some calls answer with an empty body (spec: "not shown"); treat that as undefined.
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  return schema ? schema.parse(data) : (data as T);
}
