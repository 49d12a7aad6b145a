// Providers every front end needs at its root: the one QueryClient, the cosmic antd theme and the
// starfield. The shell mounts them once; a remote mounts them only when it runs standalone.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { cosmicColors, cosmicTheme } from './cosmic-theme';
import { Starfield } from './Starfield';

// antd's App sets `a:focus { outline: 0 }` on every link, and its own button/tab outline is a dark
// violet (under 3:1 here); keyboard users must still see where they are. The cyan accent is 11:1 on
// the background. `:root` outranks antd's selectors.
const focusables = [
  'a',
  'button',
  '[role="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
];
const focusRing = `${focusables.map((s) => `:root ${s}:focus-visible`).join(', ')} {
  outline: 2px solid ${cosmicColors.accent} !important; outline-offset: 2px;
}`;

export function WebProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={cosmicTheme}>
        <AntApp>
          <style>{focusRing}</style>
          <Starfield />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
