// An empty list: a heading and a hint (spec texts are passed in verbatim by each screen). The
// heading's level follows the page's outline (2 under the page's h1, 1 when it is the page's only
// heading); it looks the same at every level.
import { cosmicColors, Typography } from '@sonic-nexus/ui';
import { Empty } from 'antd';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  hint,
  testId,
  level = 2,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  level?: 1 | 2 | 3;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <Empty
        description={
          <>
            <Typography.Title level={level} style={{ fontSize: 20 }}>
              {title}
            </Typography.Title>
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
