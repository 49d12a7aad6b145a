// A tour target may render after the step starts (a remote still loading its data): look it up
// now, then retry at each TOUR_TARGET_RETRIES_MS delay (spec §4). Returns a cancel function.
import { TOUR_TARGET_RETRIES_MS } from '@sonic-nexus/contract';

export function findTourTarget(
  lookup: () => Element | null,
  onResult: (target: Element | null) => void,
  retries: readonly number[] = TOUR_TARGET_RETRIES_MS,
): () => void {
  const first = lookup();
  if (first) {
    onResult(first);
    return () => undefined;
  }
  let done = false;
  const timers = retries.map((delay, index) =>
    setTimeout(() => {
      if (done) return;
      const target = lookup();
      if (target || index === retries.length - 1) {
        done = true;
        onResult(target);
      }
    }, delay),
  );
  return () => {
    done = true;
    timers.forEach(clearTimeout);
  };
}
