// Drives the real api-client hooks against Pact's mock server, without a browser: each hook is
// mounted once (server render, so it builds its observer with the app's own QueryClient and runs
// no effects), then its refetch/mutateAsync runs the real queryFn or mutationFn, which calls
// /api through callRoute and apiFetch and parses the answer with the contract's schema.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { QueryClientProvider, type QueryObserverResult } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../query-client';

export const PROVIDER = 'sonic-nexus-gateway';

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

/** The hook's result as its first render returns it, inside the app's QueryClient. */
export function mountHook<T>(hook: () => T): T {
  const client = createQueryClient();
  let mounted: { value: T } | undefined;
  function Probe() {
    mounted = { value: hook() };
    return null;
  }
  renderToString(createElement(QueryClientProvider, { client }, createElement(Probe)));
  if (!mounted) throw new Error('the hook did not render');
  return mounted.value;
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
    return await call();
  } finally {
    globalThis.fetch = realFetch;
  }
}

/** A query's data after its refetch; its error (a failed call or a schema mismatch) is thrown. */
export async function fetchedData<T>(query: { refetch(): Promise<QueryObserverResult<T>> }): Promise<T> {
  const result = await query.refetch();
  if (result.error) throw result.error;
  if (result.data === undefined) throw new Error('the query answered no data');
  return result.data;
}
