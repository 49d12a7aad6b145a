// Any path outside the route table (spec §2), in the site's own cosmic style: a lost planet, the
// spec's two lines (the first is the page's one h1) and a way home.
import { HomeOutlined } from '@ant-design/icons';
import { cosmicColors, Flex, Typography } from '@sonic-nexus/ui';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { LostPlanet } from './LostPlanet';

const gradientText = {
  background: `linear-gradient(90deg, ${cosmicColors.primary}, ${cosmicColors.accent})`,
  WebkitBackgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
} as const;

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Flex
      vertical
      align="center"
      style={{ padding: '48px 16px 32px', textAlign: 'center' }}
      data-testid="not-found-page"
    >
      <LostPlanet />
      <Typography.Title level={1} style={{ margin: '8px 0 0', fontSize: 30, lineHeight: 1.2 }}>
        {/* The number stands out as a display line; the heading still reads '404 Page Not Found'. */}
        <span style={{ display: 'block', fontSize: 72, fontWeight: 800, lineHeight: 1, ...gradientText }}>
          404
        </span>{' '}
        <span style={{ display: 'block', marginTop: 8 }}>Page Not Found</span>
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16, margin: '12px 0 24px' }}>
        Did you forget to add the page to the router?
      </Typography.Paragraph>
      {/* A real link (new tab, copy address), followed inside the app without a reload. */}
      <Button
        type="primary"
        size="large"
        href="/"
        icon={<HomeOutlined />}
        onClick={(event) => {
          event.preventDefault();
          navigate('/');
        }}
        data-testid="not-found-home"
      >
        Home
      </Button>
    </Flex>
  );
}
