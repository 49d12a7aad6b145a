// The one reading of a web link the platform trusts (issue 27): the WHATWG URL parser browsers use,
// with what lets one link name two places refused. Stored links are its normalised `href`, so
// what the API keeps is exactly what a browser opens, and platform detection sees the same host.
import { hasHiddenCharacters } from './common';

/**
 * An absolute http(s) URL as a browser reads it, or null. Refused besides: hidden characters; a
 * backslash (WHATWG reads it as '/', other parsers as part of the user or host, so
 * `https://open.spotify.com\@127.0.0.1/` would be two different hosts); user info; a port other
 * than the scheme's own (a default one written out is dropped by the normalisation).
 */
export function parseWebUrl(raw: string): URL | null {
  if (raw.includes('\\') || hasHiddenCharacters(raw, { multiline: false })) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.username || url.password || url.port ? null : url;
}

/**
 * Whether the WHATWG URL parser reads `raw` as an absolute URL, exactly as given (zod's z.url()
 * would trim it and drop tabs and line breaks first, which parseWebUrl refuses).
 */
export function isParsableUrl(raw: string): boolean {
  try {
    new URL(raw);
    return true;
  } catch {
    return false;
  }
}
