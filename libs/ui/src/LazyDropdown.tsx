// antd's Dropdown (and its Menu) live in antd's later module, about 84 KB compressed: a feed of
// cards, each with its menus, must not download it for a visitor who never opens one. Until the
// first click only the trigger is drawn (same element, same size); pointing at it or focusing it
// starts the download, and the click that asks for the menu opens it as soon as the code is there.
import type { DropdownProps } from 'antd';
import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useState,
  type MouseEvent,
  type ReactElement,
} from 'react';

const loadDropdown = () => import('./antd-dropdown');
const Dropdown = lazy(loadDropdown);

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: (node: HTMLElement | null) => void;
}

export function LazyDropdown({
  children,
  onOpenChange,
  ...props
}: DropdownProps & { children: ReactElement<TriggerProps> }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  // The Dropdown draws the trigger as a new DOM node: when the old one had focus (a keyboard user
  // pressed Enter on it), focus must not fall to the page; the menu's autoFocus then moves it in.
  const keepFocus = useCallback((node: HTMLElement | null) => {
    if (node && document.activeElement === document.body) node.focus();
  }, []);
  const warm = () => void loadDropdown().catch(() => undefined);
  const trigger = cloneElement(children, {
    onPointerEnter: warm,
    onFocus: warm,
    onClick: (event: MouseEvent<HTMLElement>) => {
      children.props.onClick?.(event);
      setWanted(true);
      setOpen(true);
    },
  } as TriggerProps);
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
        {cloneElement(children, { ref: keepFocus } as TriggerProps)}
      </Dropdown>
    </Suspense>
  );
}
