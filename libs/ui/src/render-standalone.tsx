// A remote run on its own (its team's dev loop, or its port opened directly): the same providers
// the shell would give it, with its own router and QueryClient.
import { createQueryClient } from '@sonic-nexus/api-client';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Toaster } from './toast';
import { WebProviders } from './WebProviders';

export function renderStandalone(RouteModule: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <BrowserRouter>
      <WebProviders queryClient={createQueryClient()}>
        <main style={{ minHeight: '100vh' }}>
          <RouteModule />
        </main>
        <Toaster />
      </WebProviders>
    </BrowserRouter>,
  );
}
