// A user's picture, or the first letter of the username when there is none or it fails to load.
import { Avatar as AntAvatar } from 'antd';
import { useState } from 'react';
import { cosmicColors } from './cosmic-theme';

interface UserAvatarProps {
  username: string;
  pictureUrl?: string | null;
  size?: number;
}

export function Avatar({ username, pictureUrl, size = 28 }: UserAvatarProps) {
  const [failed, setFailed] = useState(false);
  const showPicture = Boolean(pictureUrl) && !failed;
  return (
    <AntAvatar
      size={size}
      src={showPicture ? pictureUrl : undefined}
      // Decorative: the username is always shown beside it, so a screen reader skips the picture.
      alt=""
      onError={() => {
        setFailed(true);
        return false;
      }}
      style={{ background: cosmicColors.primaryStrong, flexShrink: 0 }}
      data-testid="user-avatar"
    >
      {username.charAt(0).toUpperCase()}
    </AntAvatar>
  );
}
