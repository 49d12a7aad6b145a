// The page frame as HTML, made at build time in Node (shell/rspack.config.ts) from the real
// components: the top bar and footer as a visitor first sees them (user not known yet) and, for
// the home page, the cosmic header above the feed's loading state. The browser paints it before
// any script has run; the client's first render draws the same frame in its place.
import { createQueryClient } from '@sonic-nexus/api-client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ShellFrame } from '../ShellApp';

/** Where the other pages' frame is drawn: any path but /, whose skip link leads to the playlists. */
const SOME_PAGE = '/page';

function render(location: string, content?: ReactNode): string {
  return renderToString(
    <StaticRouter location={location}>
      <ShellFrame queryClient={createQueryClient()} content={content} />
    </StaticRouter>,
  );
}

/** `/`: the frame with the home page's header and the feed loading below it. */
export function renderHomeFrame(): string {
  return render('/');
}

/** Every other page: the frame around an empty `main`, which the page fills once it has loaded. */
export function renderPageFrame(): string {
  return render(SOME_PAGE, null);
}
