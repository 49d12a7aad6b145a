// Starts the shell once shared modules are negotiated (see index.ts): register the remotes the
// runtime config names, start loading the remote of the current page, then render, so the remote's
// entry and chunks download while React renders the frame and asks for the first API data.
import { createQueryClient } from '@sonic-nexus/api-client';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerAreaRemotes, warmAreaModule } from './remotes/remote-loader';
import type { RuntimeConfig } from './remotes/runtime-config';
import { routeOwner } from './routes/route-table';
import { ShellApp } from './ShellApp';
import { takePrerenderedPage } from './startup/prerendered-page';

export async function start(runtimeConfig: Promise<RuntimeConfig>): Promise<void> {
  registerAreaRemotes(await runtimeConfig);
  const owner = routeOwner(window.location.pathname);
  if (owner.kind === 'remote') warmAreaModule(owner.area);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  takePrerenderedPage(queryClient);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, so the first render is no one long task.
  startTransition(() => root.render(<ShellApp queryClient={queryClient} />));
}
