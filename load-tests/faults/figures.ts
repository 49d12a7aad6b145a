// What a fault test reads from k6's answers around one outage: how soon the part's pages answered
// 503, how fast those 503s came, how soon they answered again, and what the other pages answered.
import type { K6Answer } from '../k6-run';
import type { AnyService } from './site';

/** The pages of load-tests/k6/outage.js and the services each needs (the session needs `user`). */
const NEEDS: Record<string, AnyService[]> = {
  feed: ['playlist'],
  detail: ['playlist'],
  top: ['playlist'],
  'follow-counts': ['user'],
  // no vote yet may mean no such playlist: the gateway asks the playlist service (vote-routes.ts)
  'user-vote': ['vote', 'user', 'playlist'],
  unread: ['notification', 'user'],
  create: ['playlist', 'user'],
  vote: ['vote', 'user', 'playlist'],
};

/** One part down: from `downAt` until `upAt` (resumed, or started again), epoch ms. */
export interface Outage {
  service: AnyService;
  how: 'pause' | 'kill';
  downAt: number;
  upAt: number;
}

export interface OutageFigures {
  outage: string;
  /** ms from the fault to the first 503 of a page the part answers */
  firstUnavailableMs: number | null;
  /**
   * the median time its pages took to answer 503 once the gateway had answered one (calls before
   * that wait for their deadline: nothing has told the gateway yet that the part is silent)
   */
  median503Ms: number | null;
  /** the median time of the 503s of its pages started in the last LATE_MS of the outage */
  lateMedian503Ms: number | null;
  /** 503 answers of its pages while it was down */
  unavailable: number;
  /** ms from its return to the first answer 2xx of a page it answers */
  recoveredMs: number | null;
  /** answers of pages that do not need the part while it was down, and those not 2xx */
  otherAnswers: number;
  otherFailures: string[];
}

/** "late" in an outage: its last seconds, once the gateway has had time to see the part silent */
const LATE_MS = 3000;

const ok = (a: K6Answer) => a.status >= 200 && a.status < 300;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : (sorted[Math.floor(sorted.length / 2)] as number);
};

/** The pages the part answers itself (its first need), and the pages that do not need it at all. */
function pagesOf(service: AnyService): { own: string[]; others: string[] } {
  const pages = Object.keys(NEEDS);
  return {
    own: pages.filter((p) => NEEDS[p]?.[0] === service),
    others: pages.filter((p) => !NEEDS[p]?.includes(service)),
  };
}

export function outageFigures(answers: K6Answer[], outage: Outage): OutageFigures {
  const { own, others } = pagesOf(outage.service);
  const during = (a: K6Answer) => a.startedAt >= outage.downAt && a.startedAt < outage.upAt;
  const mine = answers.filter((a) => own.includes(a.page));
  const unavailable = mine.filter((a) => during(a) && a.status === 503);
  const firstDown = unavailable[0];
  const back = mine.find((a) => a.startedAt >= outage.upAt && ok(a));
  const other = answers.filter((a) => others.includes(a.page) && during(a));
  return {
    outage: `${outage.how} ${outage.service} for ${outage.upAt - outage.downAt} ms`,
    firstUnavailableMs: firstDown ? Math.round(firstDown.endedAt - outage.downAt) : null,
    median503Ms: median(
      unavailable.filter((a) => firstDown && a.startedAt >= firstDown.endedAt).map((a) => Math.round(a.ms)),
    ),
    lateMedian503Ms: median(
      unavailable.filter((a) => a.startedAt >= outage.upAt - LATE_MS).map((a) => Math.round(a.ms)),
    ),
    unavailable: unavailable.length,
    recoveredMs: back ? Math.round(back.endedAt - outage.upAt) : null,
    otherAnswers: other.length,
    otherFailures: other
      .filter((a) => !ok(a))
      .map((a) => `${a.page} ${a.status} after ${Math.round(a.ms)} ms`),
  };
}

/** The pages of outage.js that write: only they may answer 504 (no answer in time: maybe done). */
const WRITES = new Set(['create', 'vote']);
const unanswered = (a: K6Answer) => a.status === 503 || (a.status === 504 && WRITES.has(a.page));

/**
 * Answers that must never happen: anything but 2xx, 503 or a write's 504, and a 503 or 504 without
 * Retry-After.
 */
export const brokenAnswers = (answers: K6Answer[]) =>
  answers
    .filter((a) => !(ok(a) || (unanswered(a) && a.retryAfter)))
    .map((a) => `${a.page} ${a.status}${a.retryAfter ? '' : ' (no Retry-After)'}`);
