// The frame of the profile remote's list pages (/followers, /notifications): one h1 and the list,
// and the placeholder cards they show while loading.
import { Card, Flex, Typography } from '@sonic-nexus/ui';
import { Skeleton } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

const PLACEHOLDERS = 3;

export function ListPage({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Flex
      vertical
      gap={16}
      style={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px' }}
      data-testid={testId}
    >
      <Typography.Title level={1} style={{ fontSize: 30, margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

/** Three skeleton cards, announced as loading `what`. */
export function CardPlaceholders({
  what,
  testId,
  avatar = false,
  rows,
}: {
  what: string;
  testId: string;
  avatar?: boolean;
  rows: number;
}) {
  return (
    <Flex
      vertical
      gap={12}
      role="status"
      aria-busy="true"
      aria-label={`Loading ${what}`}
      data-testid={testId}
    >
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <Card key={index} size="small">
          <Skeleton active avatar={avatar} title={false} paragraph={{ rows }} />
        </Card>
      ))}
    </Flex>
  );
}

/** A list of cards without bullets, one under another (the <ul> of the list pages). */
export const cardListStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
};
