// A settings section: a card whose title is a level-2 heading under the page's h1, so the page
// reads as one outline.
import { Card, Typography } from '@sonic-nexus/ui';
import type { CSSProperties, ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  testId: string;
  extra?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}

export function SectionCard({ title, testId, extra, style, children }: SectionCardProps) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      extra={extra}
      style={style}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}
