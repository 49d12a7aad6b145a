// Async boundary: Module Federation must initialise the shared scope before React loads. The
// runtime config is asked for meanwhile (it needs no shared module), so it is not one more round
// trip after the bootstrap chunks.
import { fetchRuntimeConfig } from './remotes/runtime-config';

const runtimeConfig = fetchRuntimeConfig();
void import('./bootstrap').then(({ start }) => start(runtimeConfig));
