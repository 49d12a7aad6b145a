// What the Lighthouse bench reads from a run's trace: the renderer's tasks after the first
// contentful paint, their CPU and wall time, and TBT counted over CPU time.
import { mainThreadWork } from './lighthouse-trace';

const main = { pid: 7, tid: 1 };
const task = (ts: number, dur: number, tdur: number, thread = main) => ({
  name: 'RunTask',
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
  ...thread,
});
const fcpAt = (ms: number) => ({ name: 'firstContentfulPaint', ph: 'R', ts: ms * 1000, ...main });

describe('mainThreadWork', () => {
  const events = [
    task(10, 40, 30), // ended before the paint: not counted
    fcpAt(100),
    task(90, 30, 20), // still running at the paint: counted
    task(200, 60, 15), // 4 × 15 = 60 ms: 10 ms blocking, though its wall time says 190
    task(300, 10, 5), // 20 ms: no blocking
    task(400, 500, 400, { pid: 8, tid: 1 }), // another process: not counted
    { name: 'Layout', ph: 'X', ts: 210_000, dur: 5000, tdur: 5000, ...main }, // inside a task
  ];

  it('sums the main thread tasks after the first contentful paint', () => {
    const work = mainThreadWork({ traceEvents: events });
    expect(work.cpuMs).toBeCloseTo(40);
    expect(work.wallMs).toBeCloseTo(100);
    // 4 × 20 - 50 = 30, 4 × 15 - 50 = 10, 4 × 5 - 50 < 0
    expect(work.blockingFromCpuMs).toBeCloseTo(40);
  });

  it('reads a bare array of events too, and skips events of another shape', () => {
    expect(mainThreadWork([...events, { name: 'metadata' }, 42]).cpuMs).toBeCloseTo(40);
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => mainThreadWork({ traceEvents: [task(1, 2, 1)] })).toThrow('no first contentful paint');
  });
});
