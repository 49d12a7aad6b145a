// The shell's page frame: providers, top bar, menu, the routed content and the footer. ShellFrame
// is everything under the router, so the build can prerender it with a static one (prerender/).
import type { QueryClient } from '@tanstack/react-query';
import { Toaster, WebProviders } from '@sonic-nexus/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { SiteFooter } from './layout/SiteFooter';
import { MAIN_CONTENT_ID } from './layout/SkipLink';
import { TopBar } from './layout/TopBar';
import { Onboarding } from './onboarding/Onboarding';
import { AppRoutes } from './routes/AppRoutes';

// The menu's Drawer is in antd's later module: downloaded when the menu is first opened, then kept
// mounted so that it can animate closed.
const SiteMenu = lazy(() => import('./layout/SiteMenu').then((m) => ({ default: m.SiteMenu })));

export function ShellApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <ShellFrame queryClient={queryClient} />
    </BrowserRouter>
  );
}

export interface ShellFrameProps {
  queryClient: QueryClient;
  /** What `main` holds instead of the routed page: the prerendered frame of a page left to the client. */
  content?: ReactNode;
}

export function ShellFrame({ queryClient, content }: ShellFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  return (
    <WebProviders queryClient={queryClient}>
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <TopBar
          onOpenMenu={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
        {menuWanted ? (
          <Suspense fallback={null}>
            <SiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        ) : null}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          // A screen tall at least: the footer starts below the fold, so a page whose content
          // arrives late does not push a visible footer down (layout shift).
          style={{ flex: 1, minHeight: '100vh', outline: 'none' }}
          data-testid="shell-main"
        >
          {content === undefined ? <AppRoutes /> : content}
        </main>
        <SiteFooter />
      </div>
      <Toaster />
      <Onboarding />
    </WebProviders>
  );
}
