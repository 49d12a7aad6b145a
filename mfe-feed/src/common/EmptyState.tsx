// An empty list: a heading and a hint (spec texts are passed in verbatim by each screen).
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
            <Typography.Text type="secondary">{hint}</Typography.Text>
          </>
        }
      >
        {children}
      </Empty>
    </div>
  );
}
