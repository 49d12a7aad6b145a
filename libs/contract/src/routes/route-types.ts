// The shape of one /api route in the table: enough for the gateway (validation, auth), the api
// client (types) and the OpenAPI document.
import type { ZodObject, ZodType } from 'zod';

/** public: anyone; session: signed in; verified: signed in with a verified email (votes). */
export type RouteAuth = 'public' | 'session' | 'verified';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The error answers of /api, each with an ErrorBody (openapi/route-answers.ts says when). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 504;

export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI form, e.g. /api/playlists/{id} */
  path: string;
  auth: RouteAuth;
  summary: string;
  tag: string;
  params?: ZodObject;
  query?: ZodObject;
  /** request headers the route reads beyond the session cookie, e.g. Idempotency-Key */
  headers?: ZodObject;
  body?: ZodType;
  /** multipart routes take a form with a 'file' field instead of JSON */
  bodyType?: 'json' | 'multipart';
  /** success status; 200 unless given */
  status?: number;
  /** null when the answer is a redirect */
  response: ZodType | null;
  /** Errors beyond those its auth, inputs and method imply, e.g. 409 when a name is taken. */
  errors?: readonly ErrorStatus[];
  /** The body of a 503 when it is not an ErrorBody (the health report says what is down). */
  unavailableBody?: ZodType;
}

type Tagged<T> = { [K in keyof T]: T[K] & { tag: string } };

/** Gives every entry the file's OpenAPI tag and keeps its literal types, checked against ApiRoute. */
export function defineRoutes<T extends Record<string, Omit<ApiRoute, 'tag'>>>(
  tag: string,
  routes: T,
): Tagged<T> {
  const tagged = Object.entries(routes).map(([name, route]) => [name, { ...route, tag }]);
  return Object.fromEntries(tagged) as Tagged<T>;
}
