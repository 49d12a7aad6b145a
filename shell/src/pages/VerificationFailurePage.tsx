// /verification-failure (spec §2): why a link can fail, and a box to send a new one (spec §5, §8).
import { CloseCircleFilled } from '@ant-design/icons';
import { isNetworkError, useResendVerification } from '@sonic-nexus/api-client';
import { errorToasts, successToasts, validationMessages } from '@sonic-nexus/contract';
import { Card, Flex, showFailureToast, showMessageToast, showToast, Typography } from '@sonic-nexus/ui';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';

const reasons = ['The link has expired', 'The link has already been used', 'The link is invalid'];

export function VerificationFailurePage() {
  const [email, setEmail] = useState('');
  const resend = useResendVerification();

  const send = () => {
    const value = email.trim();
    if (value === '') {
      showToast({
        title: validationMessages.emailRequiredTitle,
        description: validationMessages.emailRequiredResend,
      });
      return;
    }
    resend.mutate(value, {
      onSuccess: () => {
        setEmail('');
        showMessageToast(successToasts.resendFailurePage);
      },
      onError: (error) =>
        isNetworkError(error)
          ? showMessageToast(errorToasts.resendNetwork)
          : showFailureToast(errorToasts.resendFailurePage, error),
    });
  };

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }} data-testid="verification-failure-page">
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Flex vertical align="center">
          <CloseCircleFilled style={{ fontSize: 56, color: '#ef4444' }} />
          <Typography.Title level={1} style={{ fontSize: 30 }}>
            Verification Failed
          </Typography.Title>
        </Flex>
        <Typography.Paragraph>
          We couldn&apos;t verify your email address. This can happen when:
        </Typography.Paragraph>
        <ul data-testid="failure-reasons">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary">
          Enter your email address to get a new verification link.
        </Typography.Paragraph>
        <Flex vertical gap={12}>
          <Input
            type="email"
            size="large"
            aria-label="Email address"
            autoComplete="email"
            placeholder="Enter your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onPressEnter={send}
            data-testid="resend-email-input"
          />
          <Button
            type="primary"
            size="large"
            block
            disabled={email.trim() === ''}
            loading={resend.isPending}
            onClick={send}
            data-testid="resend-verification-button"
          >
            Send New Verification Email
          </Button>
        </Flex>
        <Flex justify="center" gap={24} style={{ marginTop: 24 }}>
          <Link to="/register" data-testid="register-link">
            Create a new account
          </Link>
          <Link to="/" data-testid="home-link">
            Back to Home
          </Link>
        </Flex>
      </Card>
    </Flex>
  );
}
