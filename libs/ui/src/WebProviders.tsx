// Providers every front end needs at its root: the one QueryClient, the cosmic antd theme and the
// starfield. The shell mounts them once; a remote mounts them only when it runs standalone.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { cosmicTheme } from './cosmic-theme';
import { Starfield } from './Starfield';

export function WebProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={cosmicTheme}>
        <AntApp>
          <Starfield />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
