// Picks the owner of the current path. A remote area is rendered outside any shell <Route>, so
// the remote's own <Routes> match absolute paths exactly as they do when it runs standalone.
import { Navigate, useLocation } from 'react-router';
import { HomeHero } from '../layout/HomeHero';
import { ShellPageView } from '../pages/StaticPages';
import { RemoteArea } from '../remotes/RemoteArea';
import { RequireUser } from './RequireUser';
import { isProtectedPath, routeOwner } from './route-table';

export function AppRoutes() {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname);
  if (owner.kind === 'redirect') return <Navigate to={owner.to} replace />;
  if (owner.kind === 'shell') return <ShellPageView page={owner.page} />;
  return (
    <>
      {pathname === '/' ? <HomeHero /> : null}
      {/* key: moving between two pages of one area keeps the loaded remote mounted. */}
      <RequireUser key={owner.area} required={isProtectedPath(pathname)}>
        <RemoteArea area={owner.area} />
      </RequireUser>
    </>
  );
}
