// /contact (spec §2): a contact address, help text and two donation links.
import { MailOutlined } from '@ant-design/icons';
import { Card, Flex, TitledPage, Typography } from '@sonic-nexus/ui';
import { Button } from 'antd';

const CONTACT_EMAIL = 'hello@sonicnexus.app';

const donationLinks = [
  { label: 'Donate with PayPal', href: 'https://www.paypal.com/donate?business=hello%40sonicnexus.app' },
  { label: 'Donate with Venmo', href: 'https://venmo.com/u/sonicnexus' },
];

export function ContactPage() {
  return (
    <TitledPage title="Contact Us" testId="contact-page">
      <Flex vertical gap={16}>
        <Card>
          <Typography.Paragraph>
            Questions, feedback, a bug to report or a playlist that breaks the rules? Write to us and we will
            get back to you as soon as we can.
          </Typography.Paragraph>
          <Typography.Paragraph>
            Trouble signing in? Use &lsquo;Forgot password&rsquo; on the login page, or ask for a new
            verification email if your link has expired.
          </Typography.Paragraph>
          <Button icon={<MailOutlined />} href={`mailto:${CONTACT_EMAIL}`} data-testid="contact-email">
            {CONTACT_EMAIL}
          </Button>
        </Card>
        <Card title="Support Sonic Nexus">
          <Typography.Paragraph>
            Sonic Nexus is a community project. If you enjoy it, a small donation keeps the servers running.
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            {donationLinks.map((link) => (
              <Button
                key={link.href}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="donation-link"
              >
                {link.label}
              </Button>
            ))}
          </Flex>
        </Card>
      </Flex>
    </TitledPage>
  );
}
