// What one k6 vote run says: answers by status, the latency of votes answered 200 and of 503s,
// and the CPU each process spent per vote answered 200.
import type { K6Answer } from '../k6-run';

export interface VoteRunFigures {
  offered: number;
  seconds: number;
  byStatus: Record<string, number>;
  okPerSecond: number;
  okP50: number;
  okP99: number;
  /** how fast a refusal came: a shed vote should be answered at once */
  shedP99: number;
  /** ms of CPU per vote answered 200, all processes together, and by process */
  cpuPerVote: number;
  cpuPerVoteByProcess: Map<string, number>;
  exact: boolean;
  mismatches: string[];
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number) : 0;
}

export function summarizeVotes(
  answers: K6Answer[],
  cpuMs: Map<string, number>,
  mismatches: string[],
): VoteRunFigures {
  // the warm-up's answers are not the run's
  const votes = answers.filter((a) => a.page === 'vote' && a.tags.phase !== 'warmup');
  const byStatus: Record<string, number> = {};
  for (const a of votes) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const ok = votes.filter((a) => a.status === 200);
  const first = Math.min(...votes.map((a) => a.startedAt));
  const last = Math.max(...votes.map((a) => a.endedAt));
  const seconds = votes.length ? (last - first) / 1000 : 0;
  const per = (ms: number) => (ok.length ? ms / ok.length : 0);
  const byProcess = new Map(
    [...cpuMs]
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => [name, per(ms)] as const),
  );
  return {
    offered: votes.length,
    seconds,
    byStatus,
    okPerSecond: seconds ? ok.length / seconds : 0,
    okP50: percentile(
      ok.map((a) => a.ms),
      0.5,
    ),
    okP99: percentile(
      ok.map((a) => a.ms),
      0.99,
    ),
    shedP99: percentile(
      votes.filter((a) => a.status === 503).map((a) => a.ms),
      0.99,
    ),
    cpuPerVote: per([...cpuMs.values()].reduce((sum, ms) => sum + ms, 0)),
    cpuPerVoteByProcess: byProcess,
    exact: mismatches.length === 0,
    mismatches,
  };
}
