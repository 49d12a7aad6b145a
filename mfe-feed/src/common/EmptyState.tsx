// An empty list: a heading and a hint (spec texts are passed in verbatim by each screen).
import { cosmicColors } from '@sonic-nexus/ui';
import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <Empty
        description={
          <>
            <Typography.Title level={4}>{title}</Typography.Title>
            {/* The theme's secondary grey reads at 3.9:1 on the page; the muted tone passes 4.5:1. */}
            <Typography.Text style={{ color: cosmicColors.muted }}>{hint}</Typography.Text>
          </>
        }
      >
        {children}
      </Empty>
    </div>
  );
}
