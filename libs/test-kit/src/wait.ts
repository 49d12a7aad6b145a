/** Polls `check` until it holds; fails with `what` when it does not within the time. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 25, what = 'condition' } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The error a call failed with, as its status code and message (gRPC errors carry both). */
export async function failure(promise: Promise<unknown>): Promise<{ code: number; details: string }> {
  try {
    await promise;
  } catch (err) {
    const { code, details } = err as { code: number; details: string };
    return { code, details };
  }
  throw new Error('expected the call to fail, but it succeeded');
}
