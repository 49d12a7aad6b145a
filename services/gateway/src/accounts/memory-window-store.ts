import { forgettableAt, giveBack, take, type Counter, type Step } from './rate-rule';
import type { WindowStore } from './window-store';

const PRUNE_EVERY = 1000;

/** This process's counters: right for one gateway replica, tests and `npm start`. */
export function createMemoryWindowStore(): WindowStore {
  const counters = new Map<string, Counter>();
  let sincePrune = 0;
  const prune = (t: number) => {
    for (const [id, c] of counters) if (forgettableAt(c) <= t) counters.delete(id);
  };
  const apply = <T>(id: string, step: Step<T>): T => {
    if (step.next) counters.set(id, step.next);
    return step.result;
  };
  return {
    async take(id, rule, t) {
      if (++sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        prune(t);
      }
      return apply(id, take(counters.get(id) ?? null, rule, t));
    },
    async giveBack(id, rule, t) {
      apply(id, giveBack(counters.get(id) ?? null, rule, t));
    },
  };
}
