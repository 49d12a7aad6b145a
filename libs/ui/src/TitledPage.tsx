// A page section with the page's one h1: the layout of the simple pages (static pages, account
// settings, and the profile screens that show only their title so far).
import type { ReactNode } from 'react';
import { Typography } from './Typography';

interface TitledPageProps {
  title: string;
  testId: string;
  children?: ReactNode;
}

export function TitledPage({ title, testId, children }: TitledPageProps) {
  return (
    <section data-testid={testId} style={{ maxWidth: 960, margin: '0 auto', padding: '32px 16px' }}>
      <Typography.Title level={1} style={{ fontSize: 30 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
