import { TOAST_DURATION_MS } from '@sonic-nexus/contract';
import { dismissToast, getToasts, showToast, toastVariant } from './toast-store';
import { isSwipeDismiss, swipeOffset } from './toast-swipe';

beforeEach(() => {
  jest.useFakeTimers();
  dismissToast();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('toast store', () => {
  it('keeps only one toast visible: a new one replaces the old', () => {
    showToast({ title: 'Logged out', description: 'See you next time!' });
    const id = showToast({ title: 'Welcome back!', description: 'Logged in as nova' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ id, title: 'Welcome back!', description: 'Logged in as nova' });
  });

  it('dismisses a toast after 5000 ms by default, and honours a given duration', () => {
    showToast({ title: 'Logged out' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);

    showToast({ title: 'Short', durationMs: 100 });
    jest.advanceTimersByTime(100);
    expect(getToasts()).toHaveLength(0);
  });

  it('a replaced toast does not take its successor down with its timer', () => {
    showToast({ title: 'First' });
    jest.advanceTimersByTime(4000);
    showToast({ title: 'Second' });
    jest.advanceTimersByTime(1500);
    expect(getToasts().map((t) => t.title)).toEqual(['Second']);
  });

  it('dismisses by id and ignores unknown ids', () => {
    const id = showToast({ title: 'Logged out' });
    dismissToast(id + 100);
    expect(getToasts()).toHaveLength(1);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
  });

  it('styles the titles Error, Copy failed and Upload failed as destructive', () => {
    expect(toastVariant('Error')).toBe('destructive');
    expect(toastVariant('Copy failed')).toBe('destructive');
    expect(toastVariant('Upload failed')).toBe('destructive');
    expect(toastVariant('Login failed')).toBe('default');
    expect(toastVariant(undefined)).toBe('default');
    expect(toastVariant('Logged out', 'destructive')).toBe('destructive');
    expect(showToast({ title: 'Error', description: 'Failed to update tags' })).toBeGreaterThan(0);
    expect(getToasts()[0].variant).toBe('destructive');
  });
});

describe('toast swipe', () => {
  it('follows rightward movement only and dismisses past 50 px', () => {
    expect(swipeOffset(100, 60)).toBe(0);
    expect(swipeOffset(100, 150)).toBe(50);
    expect(isSwipeDismiss(50)).toBe(false);
    expect(isSwipeDismiss(51)).toBe(true);
  });
});
