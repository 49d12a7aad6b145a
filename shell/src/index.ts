// Async boundary: Module Federation must initialise the shared scope before React loads. The
// runtime config is asked for meanwhile (it needs no shared module), so it is not one more round
// trip after the bootstrap chunks.
import { fetchRuntimeConfig } from './remotes/runtime-config';
import { afterFirstPaint } from './startup/after-first-paint';

// The prerendered frame is painted before anything else starts (startup/after-first-paint.ts).
await afterFirstPaint(300);

const runtimeConfig = fetchRuntimeConfig();

// The biggest shared modules are asked for on their own, all at once: each is evaluated when its
// own chunks have arrived, in a task of its own, rather than all of them in the bootstrap's one
// long task (on a phone that task alone blocked the page for several hundred milliseconds). The
// bootstrap then evaluates only what is left.
const reactDom = import('react-dom/client');
const antd = import('./startup/antd-first-screen');
const apiClient = import('@sonic-nexus/api-client');
const ui = import('@sonic-nexus/ui');
const bootstrap = import('./bootstrap');

void Promise.all([reactDom, antd, apiClient, ui])
  .then(() => bootstrap)
  .then(({ start }) => start(runtimeConfig));
