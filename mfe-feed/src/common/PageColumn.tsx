// The centred column every feed page is laid out in.
import type { ReactNode } from 'react';
import { Flex } from '@sonic-nexus/ui';

export function PageColumn({
  testId,
  gap = 16,
  maxWidth = 820,
  padding = '24px 16px',
  children,
}: {
  testId: string;
  gap?: number;
  maxWidth?: number;
  padding?: string;
  children: ReactNode;
}) {
  return (
    <Flex vertical gap={gap} style={{ maxWidth, margin: '0 auto', padding }} data-testid={testId}>
      {children}
    </Flex>
  );
}
