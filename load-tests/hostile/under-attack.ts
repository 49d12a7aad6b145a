// One attack of issue 27 with a bystander beside it: the attack runs from its own loopback address,
// the bystander (feed, sign-in, health) from another until the attack ends, and the gateway's memory
// is sampled from its own /metrics. Used by the test in npm test and by `npm run bench`.
import { bystander, percentile, type BystanderResult } from './bystander';

export const ATTACKER_ADDRESS = '127.0.0.2';
const BYSTANDER_ADDRESS = '127.0.0.1';

export interface Site {
  /** the edge, on loopback */
  origin: string;
  /** the origin browsers use (the CSRF guard's) */
  publicUrl: string;
  gatewayAdminPort: number;
  /** a person's sign-in, for the bystander */
  person: { username: string; password: string };
}

export interface UnderAttack<T> {
  attack: T;
  bystander: BystanderResult;
  /** ms */
  bystanderP99: number;
  /** bystander answers that were not 200 */
  bystanderNot200: number;
  /** the gateway's resident memory before the attack and at its highest during it, bytes */
  idleRss: number;
  peakRss: number;
}

async function gatewayRss(adminPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${adminPort}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('process_resident_memory_bytes '));
  return Number(line?.split(' ')[1] ?? 0);
}

/** Samples the gateway's memory every second until `until` settles; resolves with the highest. */
async function peakRss(adminPort: number, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let peak = await gatewayRss(adminPort);
  while (!done) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    peak = Math.max(peak, await gatewayRss(adminPort));
  }
  return peak;
}

const bystanderOf = (site: Site) => ({
  origin: site.origin,
  publicUrl: site.publicUrl,
  username: site.person.username,
  password: site.person.password,
  localAddress: BYSTANDER_ADDRESS,
});

/** A few seconds of the bystander alone, so the code its calls need is loaded before `idleRss`. */
export async function warmUp(site: Site, ms = 3000): Promise<void> {
  await bystander(bystanderOf(site), new Promise((resolve) => setTimeout(resolve, ms)));
}

export async function underAttack<T>(site: Site, start: () => Promise<T>): Promise<UnderAttack<T>> {
  const idleRss = await gatewayRss(site.gatewayAdminPort);
  const attack = start();
  const [result, seen, peak] = await Promise.all([
    attack,
    bystander(bystanderOf(site), attack),
    peakRss(site.gatewayAdminPort, attack),
  ]);
  const not200 = Object.values(seen.statuses)
    .flatMap((byStatus) => Object.entries(byStatus))
    .reduce((sum, [status, count]) => sum + (status === '200' ? 0 : count), 0);
  return {
    attack: result,
    bystander: seen,
    bystanderP99: percentile(seen.latencies, 99),
    bystanderNot200: not200,
    idleRss,
    peakRss: peak,
  };
}

const MB = 1024 * 1024;

/** One line of figures for a log or a report. */
export function describeRun(name: string, run: UnderAttack<unknown>): string {
  return (
    `${name}: attacker ${JSON.stringify(run.attack)}; bystander ${run.bystander.latencies.length} answers ` +
    `${JSON.stringify(run.bystander.statuses)}, p99 ${run.bystanderP99.toFixed(0)} ms; gateway memory ` +
    `${(run.idleRss / MB).toFixed(0)} MB before, ${(run.peakRss / MB).toFixed(0)} MB at most`
  );
}
