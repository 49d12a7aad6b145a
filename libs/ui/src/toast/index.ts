export { Toaster, TOAST_HOTKEY } from './Toaster';
export {
  dismissToast,
  getToasts,
  showToast,
  toastVariant,
  useToasts,
  type Toast,
  type ToastInput,
  type ToastVariant,
} from './toast-store';
export { isSwipeDismiss, swipeOffset } from './toast-swipe';
