// antd's Dropdown (and its Menu) live in antd's later module, about 84 KB compressed: a feed of
// cards, each with its menus, must not download it for a visitor who never opens one. Until the
// first click only the trigger is drawn (same element, same size); pointing at it or focusing it
// starts the download, and the click that asks for the menu opens it as soon as the code is there.
import type { DropdownProps } from 'antd';
import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactElement,
  type RefObject,
} from 'react';

const loadDropdown = () => import('./antd-dropdown');
const Dropdown = lazy(loadDropdown);

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: RefObject<HTMLElement | null>;
}

export function LazyDropdown({
  children,
  onOpenChange,
  ...props
}: DropdownProps & { children: ReactElement<TriggerProps> }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLElement>(null);
  const warm = () => void loadDropdown().catch(() => undefined);
  const trigger = cloneElement(children, {
    onPointerEnter: warm,
    onFocus: warm,
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      setWanted(true);
    },
  } as TriggerProps);
  // Escape closes the menu from inside it; the menu's own return of focus did not reach the
  // trigger, and focus fell to <body> with the hidden menu. It goes back to the trigger first.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') triggerRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [open]);
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Dropdown
        {...props}
        open={open}
        onOpenChange={(next, info) => {
          setOpen(next);
          onOpenChange?.(next, info);
        }}
      >
        {cloneElement(children, { ref: triggerRef } as TriggerProps)}
      </Dropdown>
      <ReplayClick triggerRef={triggerRef} setOpen={setOpen} />
    </Suspense>
  );
}

/**
 * Opens the menu for the click that asked for it, once the Dropdown has mounted and set itself up
 * (its effects run before this sibling's), as a click on a Dropdown already there would. The
 * trigger the Dropdown draws is a new DOM node: when the old one had focus (a keyboard user pressed
 * Enter), the new one gets it, so Escape later brings focus back there.
 */
function ReplayClick({
  triggerRef,
  setOpen,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  setOpen: (open: boolean) => void;
}) {
  useEffect(() => {
    if (document.activeElement === document.body) triggerRef.current?.focus();
    setOpen(true);
  }, [triggerRef, setOpen]);
  return null;
}
