// The username button and its menu (spec §2): View Profile, History, Take Tour (only when a tour
// handler is registered) and Sign Out.
import { DownOutlined } from '@ant-design/icons';
import { LazyDropdown, oneLine, popupBesideTrigger, useTourHandler, useSignOut } from '@sonic-nexus/ui';
import { Button, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';

export function UserMenu({ username }: { username: string }) {
  const navigate = useNavigate();
  const startTour = useTourHandler();
  const { signOut } = useSignOut();

  const items: MenuProps['items'] = [
    { key: 'profile', label: <span data-testid="user-menu-profile">View Profile</span> },
    { key: 'history', label: <span data-testid="user-menu-history">History</span> },
    ...(startTour ? [{ key: 'tour', label: <span data-testid="user-menu-tour">Take Tour</span> }] : []),
    { type: 'divider' as const },
    { key: 'sign-out', label: <span data-testid="user-menu-sign-out">Sign Out</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/profile');
    else if (key === 'history') navigate('/history');
    else if (key === 'tour') startTour?.();
    else if (key === 'sign-out') signOut();
  };

  return (
    // In the sticky header, beside its button: the menu stays attached to it while the page
    // scrolls, instead of being realigned after the scroll (and jumping under the pointer).
    <LazyDropdown
      menu={{ items, onClick }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      getPopupContainer={popupBesideTrigger}
    >
      <Button data-testid="user-button" title={username} style={{ maxWidth: '100%', minWidth: 0 }}>
        {/* Long names end in an ellipsis so the bar fits a 360 px phone. */}
        <span style={{ ...oneLine, maxWidth: '14ch' }}>{username}</span>
        <DownOutlined aria-hidden />
      </Button>
    </LazyDropdown>
  );
}
