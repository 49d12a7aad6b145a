// /reset-password (spec §2, §4): check the link's token, then new password + confirmation; on
// success say so and go to /auth after RESET_REDIRECT_MS. A missing or bad token gets the
// 'Invalid Reset Link' screen.
import { useResetPassword, useResetTokenCheck } from '@sonic-nexus/api-client';
import { errorToasts, RESET_REDIRECT_MS, resetPasswordForm, successToasts } from '@sonic-nexus/contract';
import { Card, Flex, ResultScreen, showFailureToast, showMessageToast } from '@sonic-nexus/ui';
import { Button, Form, Spin } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormState } from './form-state';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

/** A result screen's title is the page's one h1, in the result's own type. */
const resultHeading: CSSProperties = { margin: 0, font: 'inherit', color: 'inherit' };

/** The screen says what the toast says: a missing token, or a bad or expired one (spec §8). */
function InvalidLink({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <ResultScreen
      testId="reset-invalid"
      status="error"
      title={<h1 style={resultHeading}>Invalid Reset Link</h1>}
      subTitle={text}
      extra={
        <Button type="primary" onClick={() => navigate('/auth')} data-testid="return-to-login">
          Return to Login
        </Button>
      }
    />
  );
}

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();
  const form = useFormState({ newPassword: '', confirmPassword: '' });
  const [done, setDone] = useState(false);
  const toldInvalid = useRef(false);

  const invalid = !token || check.data === false;
  const invalidMessage = token ? errorToasts.resetInvalidToken : errorToasts.resetMissingToken;
  useEffect(() => {
    if (!invalid || toldInvalid.current) return;
    toldInvalid.current = true;
    showMessageToast(invalidMessage);
  }, [invalid, invalidMessage]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/auth'), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = () => {
    if (!token || !form.validate(resetPasswordForm)) return;
    reset.mutate(
      { token, newPassword: form.values.newPassword },
      {
        onSuccess: () => {
          showMessageToast(successToasts.passwordReset);
          setDone(true);
        },
        onError: (error) => showFailureToast(errorToasts.resetSubmit, error),
      },
    );
  };

  let content;
  if (invalid) content = <InvalidLink text={invalidMessage.text} />;
  else if (check.isPending) content = <Spin size="large" data-testid="reset-checking" />;
  else if (done)
    content = (
      <ResultScreen
        testId="reset-success"
        status="success"
        title={<h1 style={resultHeading}>Password Reset Successful!</h1>}
        subTitle={successToasts.passwordReset.text}
      />
    );
  else
    content = (
      <Card title="Reset Password" style={{ width: '100%', maxWidth: 440 }}>
        <Form layout="vertical" onFinish={submit} data-testid="reset-form">
          <TextField
            label="New Password"
            password
            autoComplete="new-password"
            {...form.textField('newPassword')}
            testId="reset-new-password"
          />
          <TextField
            label="Confirm Password"
            password
            autoComplete="new-password"
            {...form.textField('confirmPassword')}
            testId="reset-confirm-password"
          />
          <SubmitButton loading={reset.isPending} testId="reset-submit">
            Reset Password
          </SubmitButton>
        </Form>
      </Card>
    );

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }} data-testid="reset-password-page">
      {content}
    </Flex>
  );
}
