// One toast: title, text and a close button; it follows a rightward drag and is dismissed when
// the drag passes the swipe threshold (spec §9).
import { CloseOutlined } from '@ant-design/icons';
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { cosmicColors } from '../cosmic-theme';
import { dismissToast, type Toast } from './toast-store';
import { isSwipeDismiss, swipeOffset } from './toast-swipe';

const variantStyles: Record<Toast['variant'], CSSProperties> = {
  default: { background: cosmicColors.nebula, border: `1px solid ${cosmicColors.border}` },
  destructive: { background: '#7f1d1d', border: '1px solid #ef4444' },
};

export function ToastCard({ toast }: { toast: Toast }) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (startX.current !== null) setOffset(swipeOffset(startX.current, event.clientX));
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    setDragging(false);
    if (isSwipeDismiss(offset)) dismissToast(toast.id);
    else setOffset(0);
  };

  return (
    // A plain list item (axe's `list`: an <ol> holds only items); the live region is its text.
    <li
      data-testid="toast"
      data-variant={toast.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        ...variantStyles[toast.variant],
        position: 'relative',
        listStyle: 'none',
        padding: '14px 40px 14px 16px',
        borderRadius: 10,
        color: cosmicColors.text,
        boxShadow: '0 10px 30px rgba(0, 0, 0, 0.45)',
        transform: `translateX(${offset}px)`,
        opacity: offset > 0 ? Math.max(0.3, 1 - offset / 200) : 1,
        transition: dragging ? 'none' : 'transform 150ms ease, opacity 150ms ease',
        touchAction: 'pan-y',
        userSelect: 'none',
      }}
    >
      <div
        role="status"
        aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
        aria-atomic="true"
      >
        {toast.title ? (
          <div data-testid="toast-title" style={{ fontWeight: 600, marginBottom: toast.description ? 4 : 0 }}>
            {toast.title}
          </div>
        ) : null}
        {toast.description ? (
          <div data-testid="toast-description" style={{ opacity: 0.9 }}>
            {toast.description}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close"
        data-testid="toast-close"
        onClick={() => dismissToast(toast.id)}
        style={{
          position: 'absolute',
          top: 10,
          right: 10,
          background: 'transparent',
          border: 'none',
          color: 'inherit',
          cursor: 'pointer',
        }}
      >
        <CloseOutlined />
      </button>
    </li>
  );
}
