// k6 traffic through the ingress while a scenario does something to the cluster: load-tests/k6/
// outage.js (reads of every service's pages, playlist submissions with an Idempotency-Key and votes
// saying which vote the page showed, each retried after a 503 or 504 as a client would), every answer
// kept. The action starts once the traffic has run `leadSeconds`; the traffic ends `tailSeconds`
// after the action. CLUSTER_TEST_ANSWERS_DIR=dir writes every answer there, to see when failures came.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { runK6, type K6Answer } from '../k6-run';
import { judgeWrites, type WriteCheck } from '../faults/writes';
import { sleep, SITE_URL, waitUntil } from './kube';
import { fireVotes, titlesOf, type ClusterSite } from './site';

export interface Traffic {
  answers: K6Answer[];
  /** answers other than 2xx, by page and status (`vote 503`) */
  failedByKind: Map<string, number>;
  failed: number;
}

const LONGEST_SECONDS = 900;

/** A refusal a client can act on: a 503 (nothing done) or a write's 504, saying when to try again. */
export const shedWithRetryAfter = (a: K6Answer) => (a.status === 503 || a.status === 504) && a.retryAfter;

export function summarize(answers: K6Answer[]): Traffic {
  const failedByKind = new Map<string, number>();
  for (const a of answers.filter((x) => x.status < 200 || x.status > 299)) {
    const kind = `${a.page} ${a.status}`;
    failedByKind.set(kind, (failedByKind.get(kind) ?? 0) + 1);
  }
  return { answers, failedByKind, failed: [...failedByKind.values()].reduce((n, v) => n + v, 0) };
}

export const describeFailed = (t: Traffic) =>
  t.failed === 0
    ? `0 of ${t.answers.length} requests failed`
    : `${t.failed} of ${t.answers.length} requests failed (${[...t.failedByKind].map(([k, n]) => `${n} × ${k}`).join(', ')})`;

export async function underTraffic<T>(
  site: ClusterSite,
  opts: { rate: number; leadSeconds: number; tailSeconds: number; writeAttempts?: number },
  action: () => Promise<T>,
): Promise<{ answers: K6Answer[]; result: T }> {
  const stop = new AbortController();
  const k6 = runK6(
    'outage.js',
    {
      TARGET: SITE_URL,
      RATE: String(opts.rate),
      DURATION: `${LONGEST_SECONDS}s`,
      WRITE_ATTEMPTS: String(opts.writeAttempts ?? 15),
      // Idempotency keys of this traffic alone: without it every scenario (and every run of the test)
      // sent `k-run-<vu>-<iteration>` again, so a submission answered only 503 here could be the
      // replay, or the stored copy, of an earlier scenario's (scenario 5 failed so: stored 1, expected 0)
      RUN_ID: `c${Date.now().toString(36)}`,
    },
    { timeoutMs: (LONGEST_SECONDS + 60) * 1000, data: site.data, stop: stop.signal },
  );
  let result: T;
  try {
    await sleep(opts.leadSeconds * 1000);
    result = await action();
    await sleep(opts.tailSeconds * 1000);
  } finally {
    stop.abort();
  }
  const run = await k6;
  if (process.env.CLUSTER_TEST_ANSWERS_DIR) {
    const file = path.join(process.env.CLUSTER_TEST_ANSWERS_DIR, `answers-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(run.answers));
    console.log(`[cluster:test] every answer k6 recorded is in ${file}`);
  }
  return { answers: run.answers, result };
}

/**
 * Whether the writes the traffic was answered for are what the site holds: every submission
 * answered 201 stored once, none answered only 503, one answered 504 at most once; every fire tally
 * from the voters answered 200 (maybe those answered 504). The site's playlist pages learn votes
 * from events: asked until they agree, or 60 s.
 */
export async function checkWrites(site: ClusterSite, answers: K6Answer[]): Promise<WriteCheck> {
  const owner = site.data.users[0];
  if (!owner) throw new Error('the site has no users');
  let check = judgeWrites(answers, site.data.playlistIds, await titlesOf(owner.id), new Map());
  await waitUntil(
    'the writes as answered',
    async () => {
      const tallies = new Map<string, number>();
      for (const id of site.data.playlistIds) tallies.set(id, await fireVotes(id));
      check = judgeWrites(answers, site.data.playlistIds, await titlesOf(owner.id), tallies);
      return check.wrongPlaylists.length === 0 && check.wrongTallies.length === 0;
    },
    { timeoutMs: 60_000, everyMs: 2_000 },
  ).catch(() => undefined);
  return check;
}
