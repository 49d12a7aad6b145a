// Sticky top bar (spec §2): hamburger, logo button to /, tagline, and Login for visitors or, for
// signed-in users, '+ Add Playlist', the notification bell and the username menu.
import { MenuOutlined, PlusOutlined } from '@ant-design/icons';
import { useCurrentUser } from '@sonic-nexus/api-client';
import { cosmicColors, Flex, toggleAddPlaylistForm, Typography, useWideScreen } from '@sonic-nexus/ui';
import { Button } from 'antd';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { SkipLink } from './SkipLink';
import { UserMenu } from './UserMenu';

// Signed-in only, and its Badge is in antd's later module: downloaded when a user is known. Until
// then a box of the bell's size holds its place.
const NotificationBell = lazy(() =>
  import('./NotificationBell').then((m) => ({ default: m.NotificationBell })),
);
const bellPlaceholder = <span style={{ display: 'inline-block', width: 40, height: 40 }} />;

const barStyle: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 100,
  padding: '10px 16px',
  background: 'rgba(7, 4, 20, 0.85)',
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${cosmicColors.border}`,
};

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user, isPending } = useCurrentUser();
  // Below antd's `sm` (576 px) the bar must fit 360 px: no tagline, an icon-only add button.
  const wide = useWideScreen();
  // The form lives on the home page: from elsewhere, go there with it open.
  const addPlaylist = () => {
    if (pathname === '/') {
      toggleAddPlaylistForm();
    } else {
      toggleAddPlaylistForm(true);
      navigate('/');
    }
  };
  return (
    <>
      <DocumentTitle />
      <SkipLink />
      <header style={barStyle} data-testid="top-bar">
        <Flex align="center" justify="space-between" gap={wide ? 12 : 4}>
          <Flex align="center" gap={wide ? 12 : 4} style={{ flexShrink: 0 }}>
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label="Open menu"
              data-testid="menu-button"
              onClick={onOpenMenu}
            />
            <Button
              type="link"
              data-testid="logo-button"
              onClick={() => navigate('/')}
              style={{ padding: 0 }}
            >
              <Typography.Text strong style={{ fontSize: 20, color: cosmicColors.text }}>
                Sonic Nexus
              </Typography.Text>
            </Button>
            {wide ? (
              <Typography.Text type="secondary" data-testid="tagline">
                Music playlist voting
              </Typography.Text>
            ) : null}
          </Flex>
          {isPending ? null : user ? (
            <Flex align="center" gap={wide ? 12 : 4} style={{ minWidth: 0 }}>
              {wide ? (
                <Button type="primary" data-testid="add-playlist-button" onClick={addPlaylist}>
                  + Add Playlist
                </Button>
              ) : (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  aria-label="Add Playlist"
                  data-testid="add-playlist-button"
                  onClick={addPlaylist}
                />
              )}
              <Suspense fallback={bellPlaceholder}>
                <NotificationBell />
              </Suspense>
              <UserMenu username={user.username} />
            </Flex>
          ) : (
            <Button type="primary" data-testid="login-button" onClick={() => navigate('/auth')}>
              Login
            </Button>
          )}
        </Flex>
      </header>
    </>
  );
}
