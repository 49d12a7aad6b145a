// Swipe-to-dismiss (spec §9): only rightward movement counts, and past the threshold it dismisses.
import { TOAST_SWIPE_THRESHOLD_PX } from '@sonic-nexus/contract';

/** How far the toast follows the pointer: rightwards only. */
export function swipeOffset(startX: number, currentX: number): number {
  return Math.max(0, currentX - startX);
}

export function isSwipeDismiss(offsetPx: number): boolean {
  return offsetPx > TOAST_SWIPE_THRESHOLD_PX;
}
