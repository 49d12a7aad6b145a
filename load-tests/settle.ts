// Waits until the platform has digested what the seed wrote: every JetStream consumer in use has
// no message pending or unacknowledged, so measurements do not compete with leftover event handling.

interface ConsumerState {
  name: string;
  num_pending: number;
  num_ack_pending: number;
  num_waiting: number;
  delivered?: { last_active?: string };
  config?: { durable_name?: string };
}

/** No delivery for this long and no pull waiting: nobody reads the consumer any more. */
const ABANDONED_AFTER_MS = 30_000;

function abandoned(consumer: ConsumerState): boolean {
  if (consumer.config?.durable_name || consumer.num_waiting > 0) return false;
  const last = Date.parse(consumer.delivered?.last_active ?? '');
  return Number.isFinite(last) && Date.now() - last > ABANDONED_AFTER_MS;
}

interface JszAnswer {
  account_details?: Array<{ stream_detail?: Array<{ consumer_detail?: ConsumerState[] }> }>;
}

async function backlog(monitorUrl: string): Promise<number> {
  const res = await fetch(`${monitorUrl}/jsz?streams=true&consumers=true&config=true`, {
    signal: AbortSignal.timeout(5000),
  });
  const jsz = (await res.json()) as JszAnswer;
  let pending = 0;
  for (const account of jsz.account_details ?? []) {
    for (const stream of account.stream_detail ?? []) {
      for (const consumer of stream.consumer_detail ?? []) {
        // An ephemeral consumer a stopped process left (a restart in the run, ended without its
        // clean-up): the server drops it after its inactivity threshold, and nothing reads it.
        if (abandoned(consumer)) continue;
        pending += consumer.num_pending + consumer.num_ack_pending;
      }
    }
  }
  return pending;
}

/** Resolves with the ms it waited; gives up (and says how many events were left) after `timeoutMs`. */
export async function waitForEventsDrained(
  monitorUrl: string,
  timeoutMs: number,
): Promise<{ ms: number; left: number }> {
  const started = performance.now();
  let left = await backlog(monitorUrl);
  while (left > 0 && performance.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await backlog(monitorUrl);
  }
  return { ms: performance.now() - started, left };
}
