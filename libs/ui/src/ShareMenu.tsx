// Share menu, open to visitors too (spec §2): copy link, X, Facebook and Bluesky in a 600x400 popup.
import { ShareAltOutlined } from '@ant-design/icons';
import { errorToasts, SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH, successToasts } from '@sonic-nexus/contract';
import { Button, type MenuProps } from 'antd';
import { LazyDropdown } from './LazyDropdown';
import { popupBesideTrigger } from './popup-container';
import { playlistShareText, playlistShareUrl, shareTargetUrl, type ShareTarget } from './share-links';
import { showMessageToast } from './toast';

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showMessageToast(successToasts.linkCopied);
  } catch {
    showMessageToast(errorToasts.copyLink);
  }
}

const targets: Array<{ key: ShareTarget; label: string }> = [
  { key: 'x', label: 'Share on X' },
  { key: 'facebook', label: 'Share on Facebook' },
  { key: 'bluesky', label: 'Share on Bluesky' },
];

export function ShareMenu({ playlist }: { playlist: { id: string; title: string; platform: string } }) {
  const url = playlistShareUrl(window.location.origin, playlist.id);
  const text = playlistShareText(playlist.platform, playlist.title);
  const items: MenuProps['items'] = [
    { key: 'copy', label: <span data-testid="share-copy-link">Copy link</span> },
    ...targets.map(({ key, label }) => ({ key, label: <span data-testid={`share-${key}`}>{label}</span> })),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'copy') return void copyLink(url);
    window.open(
      shareTargetUrl(key as ShareTarget, url, text),
      '_blank',
      `width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},noopener,noreferrer`,
    );
  };
  return (
    // autoFocus moves focus into the open menu, so the arrow keys reach every item.
    <LazyDropdown
      menu={{ items, onClick }}
      trigger={['click']}
      autoFocus
      getPopupContainer={popupBesideTrigger}
    >
      <Button icon={<ShareAltOutlined />} data-testid="share-button">
        Share
      </Button>
    </LazyDropdown>
  );
}
