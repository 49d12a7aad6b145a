// Footer on every page (spec §2): legal links and the copyright line.
import { Link } from 'react-router';
import { Flex, Typography } from '@sonic-nexus/ui';

export function SiteFooter() {
  return (
    <footer data-testid="site-footer" style={{ padding: '32px 16px', textAlign: 'center' }}>
      <Flex justify="center" gap={24}>
        <Link to="/terms" data-testid="footer-terms">
          Terms of Service
        </Link>
        <Link to="/privacy" data-testid="footer-privacy">
          Privacy Policy
        </Link>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="copyright">
        © 2026 Sonic Nexus
      </Typography.Paragraph>
    </footer>
  );
}
