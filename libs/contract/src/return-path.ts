// Where /auth sends a guest back after signing in (issue 30): the protected page a guard sent them
// from, carried in the address as `/auth?next=/top-100`. Only a path on this site is followed: the
// parameter is in a link anyone can craft, so an absolute URL, a scheme-relative `//host` or a
// backslash spelling of it (which browsers read as `//`) would make /auth an open redirect.
import { signInReasons } from './messages';

/** The query parameter of /auth that names the page to return to. */
export const RETURN_PATH_PARAM = 'next';

const RETURN_PATH_MAX = 2048;
/** A placeholder origin: a path resolved against it must stay on it. */
const SAME_SITE = 'https://same-site.invalid';
// Controls (a tab or newline is dropped by URL parsing, which turns `/\t/evil` into `//evil`).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The same-site path (with query and hash) that `raw` names, or null when it is anything else:
 * empty, absolute (`https://…`), scheme-relative (`//evil.example`, `/\evil.example`), holding
 * control characters, or /auth itself (which would loop).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > RETURN_PATH_MAX) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if (CONTROL_CHARACTERS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SAME_SITE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_SITE) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, asking to come back to `returnPath` after signing in (when it is a safe path). */
export function authPathReturningTo(returnPath: string): string {
  const safe = safeReturnPath(returnPath);
  return safe === null || safe === '/' ? '/auth' : `/auth?${RETURN_PATH_PARAM}=${encodeURIComponent(safe)}`;
}

/** Why /auth was shown to a guest sent from `returnPath`: the page's own reason, or the general one. */
export function signInReason(returnPath: string): string {
  const pathname = returnPath.replace(/[?#].*$/, '');
  return signInReasons.byPath[pathname] ?? signInReasons.general;
}
