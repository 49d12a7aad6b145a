// A stand-in for fetch in unit tests: records every request and answers each with `respond()`.
export interface FetchCall {
  url: string;
  init: RequestInit;
}

const realFetch = globalThis.fetch;

/** Replaces fetch until restoreFetch(); the returned list fills as requests are made. */
export function stubFetch(respond: () => Response): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return respond();
  }) as typeof fetch;
  return calls;
}

export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}
