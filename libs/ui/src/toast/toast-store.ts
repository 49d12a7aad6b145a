// The one toast queue of the site (spec §9): at most TOAST_LIMIT visible, each gone after
// TOAST_DURATION_MS unless told otherwise. libs/ui is a Module Federation singleton, so the shell
// and every remote push into this same store and the shell's <Toaster> shows them.
import { DESTRUCTIVE_TOAST_TITLES, TOAST_DURATION_MS, TOAST_LIMIT } from '@sonic-nexus/contract';
import { useSyncExternalStore } from 'react';

type ToastVariant = 'default' | 'destructive';

interface ToastInput {
  title?: string;
  description?: string;
  /** Defaults from the title: the titles of DESTRUCTIVE_TOAST_TITLES are destructive (spec §8). */
  variant?: ToastVariant;
  durationMs?: number;
}

export interface Toast {
  id: number;
  title?: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

const destructiveTitles: readonly string[] = DESTRUCTIVE_TOAST_TITLES;

export function toastVariant(title: string | undefined, variant?: ToastVariant): ToastVariant {
  if (variant) return variant;
  return title !== undefined && destructiveTitles.includes(title) ? 'destructive' : 'default';
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  listeners.forEach((notify) => notify());
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/** Shows a toast; with the limit of one, it replaces whatever was visible. Returns its id. */
export function showToast(input: ToastInput): number {
  const toast: Toast = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: toastVariant(input.title, input.variant),
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
  };
  const visible = [toast, ...toasts];
  visible.slice(TOAST_LIMIT).forEach((dropped) => clearTimer(dropped.id));
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.durationMs),
  );
  publish(visible.slice(0, TOAST_LIMIT));
  return toast.id;
}

/** Dismisses one toast, or all of them without an id. */
export function dismissToast(id?: number): void {
  const gone = toasts.filter((toast) => id === undefined || toast.id === id);
  if (gone.length === 0) return;
  gone.forEach((toast) => clearTimer(toast.id));
  publish(toasts.filter((toast) => !gone.includes(toast)));
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
