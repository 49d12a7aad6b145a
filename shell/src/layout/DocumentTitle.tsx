// The browser tab's title follows the route (WCAG 2.4.2), e.g. 'Top 100 · Sonic Nexus'.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '../routes/route-table';

export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname);
  }, [pathname]);
  return null;
}
