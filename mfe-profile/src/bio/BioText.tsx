// The bio shown as text with its links (spec §2), used by Account Settings and the public profile.
// React elements built from tokens: nothing a user writes is ever parsed as markup (DESIGN §6).
import { cosmicColors } from '@sonic-nexus/ui';
import { Fragment, useMemo } from 'react';
import { tokenizeBio } from './bio-tokens';

export function BioText({ bio, testId = 'bio-text' }: { bio: string; testId?: string }) {
  const tokens = useMemo(() => tokenizeBio(bio), [bio]);
  return (
    <p
      data-testid={testId}
      style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: cosmicColors.text }}
    >
      {tokens.map((token, index) =>
        token.kind === 'text' ? (
          <Fragment key={index}>{token.text}</Fragment>
        ) : (
          <a
            key={index}
            href={token.href}
            target="_blank"
            rel="noopener noreferrer"
            style={{ color: cosmicColors.accent }}
            data-testid="bio-link"
          >
            {token.text}
          </a>
        ),
      )}
    </p>
  );
}
