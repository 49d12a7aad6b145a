// 'Skip to main content' (WCAG 2.4.1): the first stop of the Tab key, shown only while focused.
import { cosmicColors } from '@sonic-nexus/ui';
import type { CSSProperties } from 'react';

/** The id of the shell's <main>, which the link moves focus to. */
export const MAIN_CONTENT_ID = 'main-content';

const hiddenUntilFocused = `
.sn-skip-link { position: absolute; left: 8px; top: -48px; z-index: 1000; }
.sn-skip-link:focus { top: 8px; }
`;

const linkStyle: CSSProperties = {
  padding: '8px 14px',
  borderRadius: 8,
  background: cosmicColors.nebula,
  color: cosmicColors.text,
  border: `1px solid ${cosmicColors.accent}`,
};

export function SkipLink() {
  return (
    <>
      <style>{hiddenUntilFocused}</style>
      <a href={`#${MAIN_CONTENT_ID}`} className="sn-skip-link" style={linkStyle} data-testid="skip-link">
        Skip to main content
      </a>
    </>
  );
}
