import type { Window, WindowStore } from './window-store';

const PRUNE_EVERY = 1000;

/** This process's windows: right for one gateway replica, tests and `npm start`. */
export function createMemoryWindowStore(): WindowStore {
  const windows = new Map<string, Window>();
  let sincePrune = 0;
  const prune = (t: number) => {
    for (const [id, w] of windows) if (w.resetAt <= t) windows.delete(id);
  };
  return {
    async take(id, rule, t) {
      if (++sincePrune >= PRUNE_EVERY) {
        sincePrune = 0;
        prune(t);
      }
      let w = windows.get(id);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + rule.windowMs };
        windows.set(id, w);
      }
      if (w.count >= rule.limit) return { taken: false, resetAt: w.resetAt };
      w.count += 1;
      return { taken: true };
    },
    async giveBack(id, t) {
      const w = windows.get(id);
      if (w && w.resetAt > t && w.count > 0) w.count -= 1;
    },
  };
}
