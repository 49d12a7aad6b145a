// The page's main-thread work after its first contentful paint, read from the trace Lighthouse
// saved of a run. Lighthouse's TBT scales each task's wall time by its 4× CPU slowdown; on a small
// machine shared with the platform the renderer waits for a core for much of that wall time (here
// tasks ran 2-4× longer than their CPU time), so TBT moved by ±200 ms between identical runs. The
// same sum over CPU time leaves the waiting out: a steadier figure to compare two builds by.
import { z } from 'zod';

/** Lighthouse's simulated mobile CPU is 4× slower than the machine it ran on. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for whatever it lasts beyond 50 ms. */
const BLOCKING_AFTER_MS = 50;

const traceEvent = z.object({
  name: z.string(),
  ts: z.number(),
  dur: z.number().optional(),
  tdur: z.number().optional(),
  pid: z.number(),
  tid: z.number(),
});
type TraceEvent = z.infer<typeof traceEvent>;

const trace = z.union([
  z.array(z.unknown()),
  z.object({ traceEvents: z.array(z.unknown()) }).transform((t) => t.traceEvents),
]);

export interface MainThreadWork {
  /** The main thread's tasks after the first contentful paint: their CPU time, in ms. */
  cpuMs: number;
  /** The same tasks' wall time, waiting for a core included. */
  wallMs: number;
  /** TBT as Lighthouse counts it (4× slowdown, 50 ms allowance per task) but over CPU time. */
  blockingFromCpuMs: number;
}

export function mainThreadWork(json: unknown): MainThreadWork {
  const events: TraceEvent[] = [];
  for (const raw of trace.parse(json)) {
    const event = traceEvent.safeParse(raw);
    if (event.success) events.push(event.data);
  }
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts + (e.dur ?? 0) > fcp.ts,
  );
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  let cpuMs = 0;
  let wallMs = 0;
  let blockingFromCpuMs = 0;
  for (const task of tasks) {
    cpuMs += ms(task.tdur);
    wallMs += ms(task.dur);
    blockingFromCpuMs += Math.max(0, CPU_SLOWDOWN * ms(task.tdur) - BLOCKING_AFTER_MS);
  }
  return { cpuMs, wallMs, blockingFromCpuMs };
}
