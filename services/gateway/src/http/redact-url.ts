// What a logged URL may not show (issue 27): a token in the query (verify-email?token=…) works as
// a password until used, and an upload link's ticket lets anyone holding it set a user's picture.
import { toExpressPath, UPLOAD_PATH } from '@sonic-nexus/contract';

const REDACTED = '[redacted]';

const UPLOAD_PREFIX = toExpressPath(UPLOAD_PATH).replace(/:ticket$/, '');
const SECRET_QUERY = /([?&](?:token|ticket)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  let safe = url.replace(SECRET_QUERY, `$1${REDACTED}`);
  if (safe.startsWith(UPLOAD_PREFIX)) {
    const end = safe.search(/[?#]/);
    safe = UPLOAD_PREFIX + REDACTED + (end === -1 ? '' : safe.slice(end));
  }
  return safe;
}
