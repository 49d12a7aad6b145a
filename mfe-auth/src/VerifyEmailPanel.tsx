// The Verify Email tab (spec §2, §5): what registration said, and a resend box that takes an
// email or a username. The field is cleared after a successful send (spec §4).
import { useResendVerification } from '@sonic-nexus/api-client';
import { errorToasts, successToasts, validationMessages } from '@sonic-nexus/contract';
import { showMessageToast, showToast, Typography } from '@sonic-nexus/ui';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

export function VerifyEmailPanel({
  message,
  initialValue,
}: {
  message: string | null;
  initialValue: string;
}) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string>();
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
        showMessageToast(successToasts.resendAuthTab);
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
        <TextField
          label="Email or Username"
          placeholder="Enter your email address"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(next.trim() === '' ? validationMessages.emailRequired : undefined);
          }}
          error={error}
          testId="resend-input"
        />
        <SubmitButton disabled={value.trim() === ''} loading={resend.isPending} testId="resend-button">
          Resend Verification Email
        </SubmitButton>
      </Form>
    </div>
  );
}
