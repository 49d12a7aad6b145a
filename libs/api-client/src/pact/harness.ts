// Drives the real api-client hooks against Pact's mock server, without a browser: each hook is
// rendered once on the server (it builds its query or mutation with the app's own QueryClient and
// runs no effects), then the query it built is fetched, or mutateAsync called, which runs the
// hook's real queryFn or mutationFn: callRoute and apiFetch call /api and parse the answer with
// the contract's schema.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../query-client';

export const PROVIDER = 'sonic-nexus-gateway';
const MATCH_RECORDING_MS = 100;

/** A fresh pact for one consumer: the old file goes first, so a dropped interaction leaves it too. */
export function consumerPact(consumer: string, dir: string): PactV4 {
  // Pact's native core reports anonymous usage unless told not to; tests talk to loopback only.
  process.env.PACT_DO_NOT_TRACK = 'true';
  rmSync(path.join(dir, `${consumer}-${PROVIDER}.json`), { force: true });
  return new PactV4({
    consumer,
    provider: PROVIDER,
    dir,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'error',
  });
}

/** The hook's result as its first render returns it, and the app's QueryClient it rendered in. */
function mount<T>(hook: () => T): { value: T; client: QueryClient } {
  const client = createQueryClient();
  let mounted: { value: T } | undefined;
  function Probe() {
    mounted = { value: hook() };
    return null;
  }
  renderToString(createElement(QueryClientProvider, { client }, createElement(Probe)));
  if (!mounted) throw new Error('the hook did not render');
  return { value: mounted.value, client };
}

/** A mutation hook, ready for mutateAsync (which runs its mutationFn and onSuccess). */
export function mountHook<T>(hook: () => T): T {
  return mount(hook).value;
}

/**
 * Runs the one query a query hook built, with the hook's own queryFn (and paging behaviour):
 * resolves with its data, rejects with its error (a failed call or a schema mismatch).
 */
export function queriedData<T>(hook: () => { data: T | undefined }): Promise<T> {
  const queries = mount(hook).client.getQueryCache().getAll();
  const [query] = queries;
  if (!query || queries.length > 1) throw new Error(`the hook built ${queries.length} queries, not one`);
  return query.fetch() as Promise<T>;
}
/**
 * Runs `call` with the page's origin being the mock server: api-client asks for relative /api
 * paths, as a browser resolves them against the page.
 */
export async function onMockServer<T>(mock: { url: string }, call: () => Promise<T>): Promise<T> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? `${mock.url}${input}` : input, init);
  try {
    const answer = await call();
    // Pact's mock server records a match after it has answered (pact-foundation/pact-reference
    // #535): on a busy machine executeTest may otherwise read "expected but not received".
    await new Promise((resolve) => setTimeout(resolve, MATCH_RECORDING_MS));
    return answer;
  } finally {
    globalThis.fetch = realFetch;
  }
}
