// Every status a route of the table can answer, derived from its entry and the gateway's rules
// (services/gateway/src/app.ts and http/): the one list the document's responses come from and
// the gateway's tests check real answers against. Errors always carry the ErrorBody.
import type { ApiRoute, ErrorStatus } from '../routes/route-types';

const writes = (route: ApiRoute) => route.method !== 'get';

/** Why each status can happen, and on which routes, besides those a route names in `errors`. */
const RULES: Record<ErrorStatus, { description: string; when: (route: ApiRoute) => boolean }> = {
  // zod on params/query/body; any write's body must parse as JSON
  400: { description: 'Invalid input', when: (r) => Boolean(r.params || r.query || r.body) || writes(r) },
  401: { description: 'Not signed in', when: (r) => r.auth !== 'public' },
  // the verified-email rule, and the CSRF guard's foreign Origin on every write
  403: {
    description: 'Email not verified, not the owner, or a cross-site request',
    when: (r) => r.auth === 'verified' || writes(r),
  },
  404: { description: 'Not found', when: (r) => Boolean(r.params) },
  409: { description: 'Taken, or changed meanwhile: retry', when: () => false },
  // the JSON body limit on every write, the picture's size on the upload
  413: { description: 'Body too large', when: writes },
  // the CSRF guard's JSON-only rule; the multipart upload is exempt
  415: { description: 'Body is not JSON', when: (r) => writes(r) && r.bodyType !== 'multipart' },
  429: { description: 'Too many attempts: wait for Retry-After seconds', when: () => false },
  // nothing was done: repeat after Retry-After
  503: { description: 'A backing service is unavailable', when: () => true },
  // a write whose service did not answer before the deadline: it may have been done
  504: {
    description: 'No answer in time: the change may or may not have been made; repeat it with the same key',
    when: writes,
  },
};

export function errorDescription(status: ErrorStatus): string {
  return RULES[status].description;
}

/** The error statuses a route can answer, ascending. */
export function errorStatusesOf(route: ApiRoute): ErrorStatus[] {
  const statuses = Object.keys(RULES)
    .map((key) => Number(key) as ErrorStatus)
    .filter((status) => RULES[status].when(route) || route.errors?.includes(status));
  return statuses.sort((a, b) => a - b);
}
