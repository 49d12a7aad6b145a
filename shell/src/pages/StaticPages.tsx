// Pages the shell owns (spec §2). Placeholders with their titles for now; the legal texts,
// contact details and verification flows are filled in by later issues.
import { PlaceholderPage } from '@sonic-nexus/ui';
import { Typography } from 'antd';
import type { ShellPage } from '../routes/route-table';
import { NotFoundPage } from './NotFoundPage';

export function ShellPageView({ page }: { page: ShellPage }) {
  switch (page) {
    case 'verification-success':
      return <PlaceholderPage title="Email Verified!" testId="verification-success-page" />;
    case 'verification-failure':
      return <PlaceholderPage title="Verification Failed" testId="verification-failure-page" />;
    case 'terms':
      return (
        <PlaceholderPage title="Terms of Service" testId="terms-page">
          <Typography.Text type="secondary">Last updated January 2025</Typography.Text>
        </PlaceholderPage>
      );
    case 'privacy':
      return (
        <PlaceholderPage title="Privacy Policy" testId="privacy-page">
          <Typography.Text type="secondary">Last updated January 2025</Typography.Text>
        </PlaceholderPage>
      );
    case 'contact':
      return <PlaceholderPage title="Contact Us" testId="contact-page" />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
