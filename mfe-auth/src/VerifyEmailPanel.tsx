// The Verify Email tab (spec §2, §5): what registration said, and a resend box that takes an
// email or a username. The field is cleared after a successful send (spec §4).
import { useResendVerification } from '@sonic-nexus/api-client';
import { errorToasts, successToasts, validationMessages } from '@sonic-nexus/contract';
import { showToast } from '@sonic-nexus/ui';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';

export function VerifyEmailPanel({
  message,
  initialValue,
}: {
  message: string | null;
  initialValue: string;
}) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const resend = useResendVerification();

  const send = () => {
    const emailOrUsername = value.trim();
    if (emailOrUsername === '') {
      setError(validationMessages.emailRequired);
      return;
    }
    resend.mutate(emailOrUsername, {
      onSuccess: () => {
        setValue('');
        showToast({ description: successToasts.resendAuthTab.text });
      },
      onError: () => showToast({ description: errorToasts.resendAuthTab.fallback }),
    });
  };

  return (
    <div data-testid="verify-email-panel">
      {message ? (
        <Alert
          type="success"
          showIcon
          message={message}
          style={{ marginBottom: 16 }}
          data-testid="verify-message"
        />
      ) : null}
      <Typography.Paragraph type="secondary">
        Didn&apos;t get the email? Enter your email address or username and we will send a new verification
        link.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={send}>
        <Form.Item
          label="Email or Username"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input
            size="large"
            placeholder="Enter your email address"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(event.target.value.trim() === '' ? validationMessages.emailRequired : null);
            }}
            data-testid="resend-input"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          disabled={value.trim() === ''}
          loading={resend.isPending}
          data-testid="resend-button"
        >
          Resend Verification Email
        </Button>
      </Form>
    </div>
  );
}
