// CPU time of each process of a platform, read from Linux's /proc: a process's own time plus that
// of every descendant (PostgreSQL serves each connection from a child of its postmaster) and of
// the children it has already reaped. Two readings around a run give the CPU that run cost.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the platform runs on

interface Stat {
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks */
  ticks: number;
}

function statOf(pid: number): Stat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null; // exited between the listing and the read
  }
  // The command name (field 2) may hold spaces and parentheses: fields start after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const num = (i: number) => Number(fields[i - 3]);
  return { ppid: num(4), ticks: num(14) + num(15) + num(16) + num(17) };
}

function allStats(): Map<number, Stat> {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  return stats;
}

/** CPU seconds used so far by each named process and its descendants. */
export function cpuSeconds(roots: ReadonlyMap<string, number>): Map<string, number> {
  const stats = allStats();
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const treeTicks = (pid: number): number =>
    (stats.get(pid)?.ticks ?? 0) + (children.get(pid) ?? []).reduce((sum, c) => sum + treeTicks(c), 0);
  return new Map([...roots].map(([name, pid]) => [name, treeTicks(pid) / TICKS_PER_SECOND]));
}

/** The CPU each process spent between two readings, in ms. */
export function cpuSpent(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  return new Map([...after].map(([name, s]) => [name, (s - (before.get(name) ?? 0)) * 1000]));
}

/** CPU seconds of this process's children that have exited (k6 after its run), from /proc/self. */
export function reapedChildrenCpuSeconds(): number {
  const text = readFileSync('/proc/self/stat', 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / TICKS_PER_SECOND;
}

/**
 * Waits until the platform is quiet (its processes together use less than `busyShare` of a core
 * over a second), so a run does not start while the seed's events are still being consumed.
 * Resolves with the seconds waited; gives up after `maxSeconds`.
 */
export async function waitUntilQuiet(
  pids: () => ReadonlyMap<string, number>,
  opts: { busyShare: number; maxSeconds: number },
): Promise<number> {
  const started = Date.now();
  let last = cpuSeconds(pids());
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = cpuSeconds(pids());
    const busy = [...cpuSpent(last, now).values()].reduce((sum, ms) => sum + ms, 0) / 1000;
    last = now;
    const waited = (Date.now() - started) / 1000;
    if (busy < opts.busyShare || waited >= opts.maxSeconds) return waited;
  }
}
