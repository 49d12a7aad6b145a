// The browser tab's title follows the route (WCAG 2.4.2), e.g. 'Top 100 · Sonic Nexus', or the
// name a page gives itself once loaded, e.g. the playlist's title on /playlists/{id}.
import { currentPageName, usePageName } from '@sonic-nexus/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle } from '../routes/route-table';

export function DocumentTitle() {
  const { pathname } = useLocation();
  const pageName = usePageName();
  useEffect(() => {
    // Read now, not from this render: a page left in the same commit has cleared its name since.
    document.title = documentTitle(pathname, currentPageName());
  }, [pathname, pageName]);
  return null;
}
