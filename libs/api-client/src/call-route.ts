// Calls one route of the contract's table: the URL from its path, params and query, the method
// from the table, and the answer parsed with its response schema. Hooks name a route; they never
// spell a URL or assert an answer type.
import { buildPath, type ApiRoute, type HttpMethod as RouteMethod, type z } from '@sonic-nexus/contract';
import { apiFetch, type HttpMethod } from './api-fetch';

type Schema = z.ZodType;

/** JSON routes only: the multipart upload would need a form body, which no caller sends yet. */
type JsonRoute = ApiRoute & { bodyType?: 'json' };

/** A part the route describes is required in the route's own input type; any other is refused. */
type Part<Name extends string, S> = S extends Schema ? { [K in Name]: z.input<S> } : { [K in Name]?: never };

type RouteCall<R extends JsonRoute> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'headers', R['headers']> &
  Part<'body', R['body']> & { signal?: AbortSignal };

/** The call may be left out when the route needs neither params, query nor body. */
type CallArgs<R extends JsonRoute> =
  Partial<RouteCall<R>> extends RouteCall<R> ? [call?: RouteCall<R>] : [call: RouteCall<R>];

/** The parsed answer; undefined for the redirect route, which has no response schema. */
type RouteAnswer<R extends JsonRoute> = R['response'] extends Schema ? z.output<R['response']> : undefined;

interface AnyCall {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  headers?: Readonly<Record<string, string | undefined>>;
  body?: unknown;
  signal?: AbortSignal;
}

const methods: Record<RouteMethod, HttpMethod> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

export function callRoute<R extends JsonRoute>(route: R, ...call: CallArgs<R>): Promise<RouteAnswer<R>>;
export function callRoute(route: JsonRoute, call: AnyCall = {}): Promise<unknown> {
  const { params, query, headers, body, signal } = call;
  const sent = Object.entries(headers ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return apiFetch<unknown>(buildPath(route.path, params, query), {
    method: methods[route.method],
    body,
    headers: sent.length > 0 ? Object.fromEntries(sent) : undefined,
    schema: route.response ?? undefined,
    signal,
  });
}
