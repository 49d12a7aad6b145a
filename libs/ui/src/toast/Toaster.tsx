// The toast region, mounted once per page (the shell, or renderStandalone for a remote on its own).
// F8 moves keyboard focus to it (spec §9).
import { useEffect, useRef } from 'react';
import { ToastCard } from './ToastCard';
import { useToasts } from './toast-store';

const TOAST_HOTKEY = 'F8';

export function Toaster() {
  const toasts = useToasts();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      listRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section aria-label={`Notifications (${TOAST_HOTKEY})`} data-testid="toast-region-wrapper">
      <ol
        ref={listRef}
        tabIndex={-1}
        data-testid="toast-region"
        style={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: 2000,
          width: 'min(380px, calc(100vw - 32px))',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: 8,
          outline: 'none',
        }}
      >
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
