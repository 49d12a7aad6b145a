// Per-user onboarding flags in localStorage (spec §4): neverShowOnboarding and tourCompleted.
// A session mark keeps the welcome modal from reopening on every page of one visit.

type OnboardingFlag = 'neverShowOnboarding' | 'tourCompleted';

export function flagKey(flag: OnboardingFlag, userId: number): string {
  return `${flag}_${userId}`;
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // storage may be unavailable (private mode, blocked cookies)
  }
}

export function hasFlag(storage: Storage, flag: OnboardingFlag, userId: number): boolean {
  return safely(() => storage.getItem(flagKey(flag, userId)) === 'true', false);
}

export function setFlag(storage: Storage, flag: OnboardingFlag, userId: number): void {
  safely(() => storage.setItem(flagKey(flag, userId), 'true'), undefined);
}

const SESSION_MARK = 'welcomeShown';

/** Whether the welcome modal should open for this user now. */
export function shouldWelcome(local: Storage, session: Storage, userId: number): boolean {
  if (hasFlag(local, 'neverShowOnboarding', userId)) return false;
  return safely(() => session.getItem(`${SESSION_MARK}_${userId}`) !== 'true', false);
}

export function markWelcomed(session: Storage, userId: number): void {
  safely(() => session.setItem(`${SESSION_MARK}_${userId}`, 'true'), undefined);
}
