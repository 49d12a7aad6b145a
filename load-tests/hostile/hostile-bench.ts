// `npm run bench`'s part of issue 27: both attacks against the bench's own platform (the edge and
// gateway `npm start` runs, with their shipped limits), a bystander beside each; the report keeps
// the bystander's p99 and answers and the gateway's memory.
import { slowBodyAttack, streamFloodAttack } from './attacks';
import { describeRun, underAttack, warmUp, type Site, type UnderAttack } from './under-attack';

export interface AttackFigures {
  bystanderAnswers: number;
  bystanderNot200: number;
  bystanderP99Ms: number;
  /** the gateway's resident memory at most during the attack, over its figure just before, MB */
  gatewayMemoryGrowthMb: number;
  /** the attacker's answers by status */
  attackerStatuses: Record<string, number>;
}

export interface HostileFigures {
  slowBodies: AttackFigures;
  streamFlood: AttackFigures;
}

function figures(run: UnderAttack<{ statuses: Record<string, number> }>): AttackFigures {
  return {
    bystanderAnswers: run.bystander.latencies.length,
    bystanderNot200: run.bystanderNot200,
    bystanderP99Ms: Math.round(run.bystanderP99),
    gatewayMemoryGrowthMb: Math.round((run.peakRss - run.idleRss) / (1024 * 1024)),
    attackerStatuses: run.attack.statuses,
  };
}

/** `scale` below 1 shortens both attacks (the smoke run: figures present, not the sizes). */
export async function measureHostile(
  site: Site,
  attackerCookie: string,
  log: (msg: string) => void,
  scale = 1,
): Promise<HostileFigures> {
  await warmUp(site);
  log('hostile traffic: slow bodies from 127.0.0.2, a bystander on 127.0.0.1');
  const slow = await underAttack(site, slowBodyAttack(site, scale));
  log(describeRun('slow bodies', slow));
  log('hostile traffic: one session floods the unread-count stream');
  const flood = await underAttack(site, streamFloodAttack(site, attackerCookie, scale));
  log(describeRun('stream flood', flood));
  return { slowBodies: figures(slow), streamFlood: figures(flood) };
}
