// A titled page for screens that later issues fill in; also the layout for simple static pages.
import { Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PlaceholderPageProps {
  title: string;
  testId: string;
  children?: ReactNode;
}

export function PlaceholderPage({ title, testId, children }: PlaceholderPageProps) {
  return (
    <section data-testid={testId} style={{ maxWidth: 960, margin: '0 auto', padding: '32px 16px' }}>
      <Typography.Title level={2}>{title}</Typography.Title>
      {children}
    </section>
  );
}
