import { flagKey, hasFlag, markWelcomed, setFlag, shouldWelcome } from './onboarding-storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('onboarding flags', () => {
  it('are kept per user id', () => {
    const local = new MemoryStorage();
    setFlag(local, 'tourCompleted', 7);
    expect(local.getItem(flagKey('tourCompleted', 7))).toBe('true');
    expect(hasFlag(local, 'tourCompleted', 7)).toBe(true);
    expect(hasFlag(local, 'tourCompleted', 8)).toBe(false);
  });

  it('welcome once a visit, never after neverShowOnboarding', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    expect(shouldWelcome(local, session, 3)).toBe(true);
    markWelcomed(session, 3);
    expect(shouldWelcome(local, session, 3)).toBe(false);
    expect(shouldWelcome(local, new MemoryStorage(), 3)).toBe(true);
    setFlag(local, 'neverShowOnboarding', 3);
    expect(shouldWelcome(local, new MemoryStorage(), 3)).toBe(false);
  });
});
