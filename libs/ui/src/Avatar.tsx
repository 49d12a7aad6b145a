// A user's picture, or the first letter of the username when there is none or it fails to load.
// Plain elements rather than antd's Avatar: that one brings its Group, and with it the popover and
// trigger code, into the first screen's antd module for a round picture.
import { useState, type CSSProperties } from 'react';
import { cosmicColors } from './cosmic-theme';

interface UserAvatarProps {
  username: string;
  pictureUrl?: string | null;
  size?: number;
}

// The letter is drawn as a plain circle: antd's Avatar measures its text after every mount to
// scale it (a forced layout per card), which a single letter never needs.
function letterStyle(size: number): CSSProperties {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    borderRadius: '50%',
    background: cosmicColors.primaryStrong,
    color: '#fff',
    fontSize: Math.round(size / 2),
    lineHeight: 1,
    flexShrink: 0,
    userSelect: 'none',
  };
}

export function Avatar({ username, pictureUrl, size = 28 }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  const letter = username.charAt(0).toUpperCase();
  if (!pictureUrl || failed) {
    // Decorative: the username is always shown beside it, so a screen reader skips the letter.
    return (
      <span aria-hidden="true" style={letterStyle(size)} data-testid="user-avatar">
        {letter}
      </span>
    );
  }
  return (
    <img
      src={pictureUrl}
      // Decorative, as above.
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
      style={{ ...letterStyle(size), objectFit: 'cover' }}
      data-testid="user-avatar"
    />
  );
}
