// The feed's pages drawn on its own server (issue 11). The shell's server asks for the page of a
// request and puts it into the HTML it sends, so a phone paints the playlist before any script has
// arrived; the data goes with it, and the browser's first render of the page draws the same thing.
// Only the playlist page is drawn here: its description was its largest paint, and nothing of it
// showed until some 330 KB of script had downloaded. Any other path, or a playlist that cannot be
// read, is left to the browser as before (null).
import { createQueryClient, prefetchPlaylist } from '@sonic-nexus/api-client';
import { ContentProviders, ServerScreen } from '@sonic-nexus/ui';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import FeedRoutes, { PLAYLIST_PAGE_PATH } from '../FeedRoutes';

export interface PageRequest {
  /** the page's path, e.g. /playlists/{id} */
  path: string;
  /** the layout to draw: a server cannot ask the screen, the shell guesses from the request */
  wide: boolean;
}

export interface RenderedPage {
  /** what the area's element holds: the routed page as the browser's first render draws it */
  html: string;
  /** the query cache the page was drawn from, for the browser's cache (React Query's hydrate) */
  state: DehydratedState;
}

function playlistId(path: string): string | null {
  const id = matchPath(PLAYLIST_PAGE_PATH, path)?.params.id;
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null; // malformed %-escapes: the browser shows its own not-found page
  }
}

export async function renderPage({ path, wide }: PageRequest): Promise<RenderedPage | null> {
  const id = playlistId(path);
  if (id === null) return null;
  const queryClient = createQueryClient();
  try {
    await prefetchPlaylist(queryClient, id);
  } catch {
    return null; // unknown, refused or the gateway away: the browser asks again and says so
  }
  const html = renderToString(
    <ContentProviders queryClient={queryClient}>
      <ServerScreen wide={wide}>
        <StaticRouter location={path}>
          <FeedRoutes />
        </StaticRouter>
      </ServerScreen>
    </ContentProviders>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  return { html, state };
}
