// antd's Dropdown (and its Menu), downloaded when a page first renders one. Until then its trigger
// is drawn alone, at the same size, so nothing moves when the menu's code arrives.
import type { DropdownProps } from 'antd';
import { lazy, Suspense, type ReactElement } from 'react';

const Dropdown = lazy(() => import('./antd-dropdown'));

export function LazyDropdown({ children, ...props }: DropdownProps & { children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Dropdown {...props}>{children}</Dropdown>
    </Suspense>
  );
}
