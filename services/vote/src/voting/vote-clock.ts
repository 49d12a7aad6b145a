// When a vote's current type was chosen. Fire history lists the newest fire first, so two casts in
// one millisecond (one batch holds many) must still be ordered as they were applied: this clock
// never repeats a value within the process.
export type VoteClock = () => number;

export function monotonicClock(now: () => number = Date.now): VoteClock {
  let last = 0;
  return () => (last = Math.max(now(), last + 1));
}
