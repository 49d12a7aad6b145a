// Link previews for shared playlists (issue 11): crawlers (X, Facebook, Bluesky, Slack) run no
// JavaScript, so the shell's server writes the OpenGraph and Twitter card tags of
// /playlists/{id} and /?playlist={id} into index.html's <head> itself. The playlist is asked from
// the gateway (SHARE_API_URL, else PUBLIC_URL, else the edge's default origin) with a short
// timeout; any failure serves the page with the site's default tags. A playlist's head is kept
// for a minute, so a crawler storm costs one API call per playlist and minute. /playlists/{id}
// also carries the page itself, drawn by the feed's server (prerendered-page.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  buildPath,
  PLAYLIST_CARD_PATH,
  platformLabel,
  playlist,
  PRODUCT_NAME,
  apiRoutes,
} from '@sonic-nexus/contract';
import type { RequestHandler } from 'express';
import { injectPrerenderedPage, wantsWideLayout, type AskPage } from './prerendered-page';
import { serverApiOrigin } from './server-origins';
import { spaPage } from './spa-page';

export interface ShareMetaOptions {
  distDir: string;
  /** origin the playlist JSON is asked from (the gateway or the edge) */
  apiUrl?: string;
  /** the site's public origin for og:url and og:image; the request's own origin when unset */
  publicUrl?: string;
  timeoutMs?: number;
  ttlMs?: number;
  /** the feed's server, asked for /playlists/{id} drawn (prerendered-page.ts); none: not asked */
  askPage?: AskPage;
}

/** The home page's tagline (spec: 'The nexus of the music multiverse.'). */
export const SITE_DESCRIPTION = 'The nexus of the music multiverse.';
const DESCRIPTION_MAX = 200;
const KEEP = 500;

const sharedFields = playlist.pick({
  id: true,
  title: true,
  description: true,
  platform: true,
  username: true,
});
type SharedPlaylist = ReturnType<typeof sharedFields.parse>;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The playlist id a page URL shares, or null: /playlists/{id} or /?playlist={id}. */
export function sharedPlaylistId(req: { path: string; query: Record<string, unknown> }): string | null {
  let raw: unknown = null;
  const match = /^\/playlists\/([^/]+)\/?$/.exec(req.path);
  if (match) raw = match[1];
  else if (req.path === '/') raw = req.query.playlist;
  if (typeof raw !== 'string') return null;
  try {
    const id = decodeURIComponent(raw).trim();
    return id && id.length <= 100 ? id : null;
  } catch {
    return null; // malformed %-escapes
  }
}

function clip(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

function metaTags(tags: Array<[attr: 'property' | 'name', key: string, value: string]>): string {
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n');
}

function playlistUrl(origin: string, id: string): string {
  return `${origin}/playlists/${encodeURIComponent(id)}`;
}

/** The tags of a shared playlist: title, description, its card picture, the canonical page. */
function playlistHead(p: SharedPlaylist, origin: string): string {
  const label = platformLabel(p.platform);
  const by = p.username ? ` by ${p.username}` : '';
  const description = clip(p.description || `A ${label} playlist${by} on ${PRODUCT_NAME}.`, DESCRIPTION_MAX);
  const title = clip(p.title, 100);
  const image = `${origin}${buildPath(PLAYLIST_CARD_PATH, { id: p.id })}`;
  const alt = `${title}: ${label} playlist${by}`;
  return metaTags([
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', playlistUrl(origin, p.id)],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', alt],
  ]);
}

/** The site's own tags, for a playlist that is unknown or could not be asked. */
function defaultHead(origin: string): string {
  return metaTags([
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', PRODUCT_NAME],
    ['property', 'og:description', SITE_DESCRIPTION],
    ['property', 'og:url', `${origin}/`],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', PRODUCT_NAME],
    ['name', 'twitter:description', SITE_DESCRIPTION],
  ]);
}

/** index.html with the tags before </head> and, for a playlist, its title as the page title. */
export function injectHead(html: string, tags: string, pageTitle?: string): string {
  const titled = pageTitle
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(pageTitle)}</title>`)
    : html;
  return titled.replace(/<\/head>/i, () => `${tags}\n</head>`);
}

/** The playlist as the gateway answers it, null when it is unknown; throws when it cannot say. */
async function askPlaylist(apiUrl: string, id: string, timeoutMs: number): Promise<SharedPlaylist | null> {
  const res = await fetch(`${apiUrl}${buildPath(apiRoutes.getPlaylist.path, { id })}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw new Error(`the gateway answered ${res.status}`);
  return sharedFields.parse(await res.json());
}

interface Kept {
  head: { tags: string; title?: string };
  until: number;
}

export function shareMeta(options: ShareMetaOptions): RequestHandler {
  const apiUrl = (options.apiUrl ?? serverApiOrigin()).replace(/\/+$/, '');
  const publicUrl = (options.publicUrl ?? process.env.PUBLIC_URL)?.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 1500;
  const ttlMs = options.ttlMs ?? 60_000;
  const kept = new Map<string, Kept>();

  const headFor = async (id: string, origin: string): Promise<Kept['head']> => {
    const key = `${origin} ${id}`;
    const hit = kept.get(key);
    if (hit && hit.until > Date.now()) return hit.head;
    let head: Kept['head'];
    try {
      const found = await askPlaylist(apiUrl, id, timeoutMs);
      head = found
        ? { tags: playlistHead(found, origin), title: `${clip(found.title, 100)} · ${PRODUCT_NAME}` }
        : { tags: defaultHead(origin) };
    } catch {
      return { tags: defaultHead(origin) }; // away or slow: not kept, the next crawler asks again
    }
    kept.delete(key);
    kept.set(key, { head, until: Date.now() + ttlMs });
    if (kept.size > KEEP) kept.delete(kept.keys().next().value as string);
    return head;
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const id = sharedPlaylistId(req);
    if (id === null) return next();
    const origin = publicUrl || `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    let html: string;
    try {
      // Read per request: a rebuild renames the chunks. The home page has its own prerendered frame.
      const page = req.path === '/' ? 'index.html' : spaPage(options.distDir);
      html = await readFile(path.join(options.distDir, page), 'utf8');
    } catch {
      return next();
    }
    // Both at once: the page's answer waits for the slower, never for the two in a row.
    const [head, page] = await Promise.all([
      headFor(id, origin),
      req.path !== '/' && options.askPage ? options.askPage(req.path, wantsWideLayout(req)) : null,
    ]);
    const drawn = page ? injectPrerenderedPage(html, 'feed', page) : html;
    res.setHeader('Cache-Control', 'no-cache');
    // The page differs for phones (the drawn layout): caches keep one copy per kind of browser.
    if (page) res.setHeader('Vary', 'Sec-CH-UA-Mobile, User-Agent');
    res.type('html').send(injectHead(drawn, head.tags, head.title));
  };
}
