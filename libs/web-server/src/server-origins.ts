// Where a front end's server sends its own requests (never a browser): the gateway, for link
// previews and prerendered pages, and the feed's server, for its prerendered pages. Both default to
// where they listen on this machine.
import { edgeOrigin, resolvePorts } from './platform-ports';

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** The gateway: SHARE_API_URL, else PUBLIC_URL, else the edge. */
export function serverApiOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return trimmed(env.SHARE_API_URL || env.PUBLIC_URL || edgeOrigin(resolvePorts(env)));
}

/** The feed's server itself (the edge refuses its /_prerender): MFE_FEED_SERVER_URL, else its port here. */
export function feedServerOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return trimmed(env.MFE_FEED_SERVER_URL || `http://127.0.0.1:${resolvePorts(env).MFE_FEED_PORT}`);
}
