// Providers every front end needs at its root: the one QueryClient, the cosmic antd theme and the
// starfield. The shell mounts them once; a remote mounts them only when it runs standalone.
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { COSMIC_CSS_VAR_CLASS, COSMIC_FONT_FAMILY, cosmicColors, cosmicTheme } from './cosmic-theme';
import { Starfield } from './Starfield';

// antd sets `a:focus { outline: 0 }` on every link, and its own button/tab outline is a dark
// violet (under 3:1 here); keyboard users must still see where they are. The cyan accent is 11:1 on
// the background. `:root` outranks antd's selectors.
const focusables = [
  'a',
  'button',
  'select',
  '[role="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
];
const focusRing = `${focusables.map((s) => `:root ${s}:focus-visible`).join(', ')} {
  outline: 2px solid ${cosmicColors.accent} !important; outline-offset: 2px;
}`;

// antd's App styles (font of the text outside components) are not in the static stylesheet: text
// that no antd component draws (the toasts, the footer's links) fell back to the browser's serif
// font. The app root gives everything in it the site's font.
const appFont = `.ant-app { font-family: ${COSMIC_FONT_FAMILY}; }`;

// An input's clear (×) icon is drawn 12 px square: too small a target to hit (WCAG 2.5.8, axe's
// target-size). Every input's clear button gets a 24 px square target, the icon centred in it; the
// negative margins keep the field's height.
const clearTarget = `:root .ant-input-clear-icon {
  display: inline-flex; align-items: center; justify-content: center;
  min-width: 24px; min-height: 24px; margin: -6px -4px -6px 0;
}`;

/**
 * antd's App root without its message, notification and modal hooks (nothing uses them; they cost
 * antd's whole Modal and notification code up front): the same element and classes, so text outside
 * components takes antd's font and colour from the static stylesheet.
 */
function AppRoot({ children }: { children: ReactNode }) {
  return <div className={`ant-app ${COSMIC_CSS_VAR_CLASS}`}>{children}</div>;
}

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** The providers alone: what a remote's page is drawn in when its server renders it (prerender). */
export function ContentProviders({ queryClient, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={cosmicTheme}>{children}</ConfigProvider>
    </QueryClientProvider>
  );
}

export function WebProviders({ queryClient, children }: ProvidersProps) {
  return (
    <ContentProviders queryClient={queryClient}>
      <AppRoot>
        <style>{`${focusRing}\n${appFont}\n${clearTarget}`}</style>
        <Starfield />
        {children}
      </AppRoot>
    </ContentProviders>
  );
}
