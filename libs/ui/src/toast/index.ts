export { showFailureToast, showMessageToast } from './message-toasts';
export { Toaster } from './Toaster';
export { showToast } from './toast-store';
