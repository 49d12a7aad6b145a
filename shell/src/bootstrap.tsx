// Starts the shell once shared modules are negotiated (see index.ts): read the runtime config,
// register the remotes it names, then render.
import { createQueryClient } from '@sonic-nexus/api-client';
import { createRoot } from 'react-dom/client';
import { registerAreaRemotes } from './remotes/remote-loader';
import { fetchRuntimeConfig } from './remotes/runtime-config';
import { ShellApp } from './ShellApp';

async function start(): Promise<void> {
  registerAreaRemotes(await fetchRuntimeConfig());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<ShellApp queryClient={createQueryClient()} />);
}

void start();
