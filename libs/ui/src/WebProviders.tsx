// Providers every front end needs at its root: the one QueryClient, the cosmic antd theme and the
// starfield. The shell mounts them once; a remote mounts them only when it runs standalone.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { cosmicColors, cosmicTheme } from './cosmic-theme';
import { Starfield } from './Starfield';

// antd's App sets `a:focus { outline: 0 }` on every link; keyboard users must still see where
// they are. `:root` outranks antd's selector.
const linkFocusRing = `:root a:focus-visible { outline: 2px solid ${cosmicColors.accent}; outline-offset: 2px; }`;

export function WebProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={cosmicTheme}>
        <AntApp>
          <style>{linkFocusRing}</style>
          <Starfield />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
