// The full-width primary submit button at the bottom of every auth form.
import { Button } from 'antd';
import type { ReactNode } from 'react';

export function SubmitButton({
  loading,
  disabled,
  testId,
  children,
}: {
  loading: boolean;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      size="large"
      block
      disabled={disabled}
      loading={loading}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
