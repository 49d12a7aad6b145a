// Picks the owner of the current path. A remote area is rendered outside any shell <Route>, so
// the remote's own <Routes> match absolute paths exactly as they do when it runs standalone.
import { useLocation } from 'react-router-dom';
import { ShellPageView } from '../pages/StaticPages';
import { RemoteArea } from '../remotes/RemoteArea';
import { routeOwner } from './route-table';

export function AppRoutes() {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname);
  // key: moving between two pages of one area keeps the loaded remote mounted.
  if (owner.kind === 'remote') return <RemoteArea key={owner.area} area={owner.area} />;
  return <ShellPageView page={owner.page} />;
}
