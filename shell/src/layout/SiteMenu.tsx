// Full-screen menu (spec §2). Signed-in-only entries are hidden from anonymous visitors, who get
// 'Get Started' instead. Any link closes the menu.
import { useCurrentUser } from '@sonic-nexus/api-client';
import { Button, Drawer } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Flex } from '@sonic-nexus/ui';

const menuLinks = [
  { to: '/', label: 'Home', signedInOnly: false },
  { to: '/profile', label: 'Profile', signedInOnly: true },
  { to: '/followers', label: 'Followers', signedInOnly: true },
  { to: '/notifications', label: 'Notifications', signedInOnly: true },
  { to: '/contact', label: 'Contact Us', signedInOnly: false },
];

export function SiteMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  return (
    <Drawer open={open} onClose={onClose} placement="left" width="100%" title="Sonic Nexus">
      <nav data-testid="site-menu">
        <Flex vertical align="center" gap={24} style={{ paddingTop: '8vh', fontSize: 28 }}>
          {menuLinks
            .filter((link) => signedIn || !link.signedInOnly)
            .map((link) => (
              <Link key={link.to} to={link.to} onClick={onClose} data-testid={`menu-link-${link.label}`}>
                {link.label}
              </Link>
            ))}
          {signedIn ? null : (
            <Button
              type="primary"
              size="large"
              data-testid="get-started-button"
              onClick={() => {
                onClose();
                navigate('/auth');
              }}
            >
              Get Started
            </Button>
          )}
        </Flex>
      </nav>
    </Drawer>
  );
}
