// The shell's page frame: providers, top bar, menu, the routed content and the footer.
import type { QueryClient } from '@tanstack/react-query';
import { Toaster, WebProviders } from '@sonic-nexus/ui';
import { lazy, Suspense, useState } from 'react';
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
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  return (
    <BrowserRouter>
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
            <AppRoutes />
          </main>
          <SiteFooter />
        </div>
        <Toaster />
        <Onboarding />
      </WebProviders>
    </BrowserRouter>
  );
}
