// The Login tab (spec §2, §5): username or email plus password, and 'forgot password', which needs
// the username typed first. A login refused for an unverified email moves to Verify Email.
import { serverMessage, useForgotPassword, useLogin } from '@sonic-nexus/api-client';
import { errorToasts, forgotPasswordBody, loginBody, successToasts } from '@sonic-nexus/contract';
import { showFailureToast, showToast } from '@sonic-nexus/ui';
import { Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import { useFormState } from './form-state';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const NEEDS_VERIFICATION = /verify your email/i;

interface LoginFormProps {
  /** Where a successful login goes: /, or the same-site page that sent the guest to /auth. */
  returnPath: string;
  /** Called before the call goes out, so the page does not treat the new session as a visit. */
  onSigningIn: (active: boolean) => void;
  onNeedsVerification: (username: string) => void;
}

export function LoginForm({ returnPath, onSigningIn, onNeedsVerification }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const forgot = useForgotPassword();
  const form = useFormState({ username: '', password: '' });
  const { values } = form;

  const submit = () => {
    if (!form.validate(loginBody)) return;
    onSigningIn(true);
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (user) => {
          showToast({
            title: successToasts.login.title,
            description: successToasts.login.text(user.username),
          });
          navigate(returnPath);
        },
        onError: (error) => {
          onSigningIn(false);
          const message = serverMessage(error) ?? error.message;
          if (NEEDS_VERIFICATION.test(message)) onNeedsVerification(values.username.trim());
          showFailureToast(errorToasts.login, error);
        },
      },
    );
  };

  const forgotPassword = () => {
    if (!form.validate(forgotPasswordBody)) return;
    forgot.mutate(values.username.trim(), {
      onSuccess: (answer) =>
        showToast({ description: answer?.message || successToasts.forgotPassword.fallback }),
      onError: () => showToast({ description: errorToasts.forgotPassword.fallback }),
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="login-form">
      <TextField
        label="Username or Email"
        autoComplete="username"
        placeholder="Enter your username or email"
        {...form.textField('username')}
        testId="login-username"
      />
      <TextField
        label="Password"
        password
        autoComplete="current-password"
        placeholder="Enter your password"
        {...form.textField('password')}
        testId="login-password"
      />
      <SubmitButton loading={login.isPending} testId="login-submit">
        Login
      </SubmitButton>
      <Button
        type="link"
        block
        loading={forgot.isPending}
        onClick={forgotPassword}
        style={{ marginTop: 8 }}
        data-testid="forgot-password-button"
      >
        Forgot your password?
      </Button>
    </Form>
  );
}
