// The Register tab (spec §2, §5): username, email, password and the 13-or-older terms checkbox,
// which is checked here and never sent. A registration answered with a message moves to Verify Email.
import { serverMessage, useRegister } from '@sonic-nexus/api-client';
import { errorToasts, MIN_AGE, registerForm, successToasts } from '@sonic-nexus/contract';
import { showToast } from '@sonic-nexus/ui';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useFormState } from './form-state';

interface RegisterFormProps {
  onSigningIn: (active: boolean) => void;
  onRegistered: (message: string) => void;
}

export function RegisterForm({ onSigningIn, onRegistered }: RegisterFormProps) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useFormState({ username: '', email: '', password: '', acceptTerms: false });
  const { values, errors } = form;
  const status = (message?: string) => (message ? ('error' as const) : undefined);

  const submit = () => {
    if (!form.validate(registerForm)) return;
    onSigningIn(true);
    const body = { username: values.username.trim(), email: values.email.trim(), password: values.password };
    register.mutate(body, {
      onSuccess: (user) => {
        showToast({
          title: successToasts.register.title,
          description: successToasts.register.text(user.username),
        });
        if (user.message) onRegistered(user.message);
        else navigate('/');
      },
      onError: (error) => {
        onSigningIn(false);
        showToast({
          title: errorToasts.register.title,
          description: serverMessage(error) ?? errorToasts.register.fallback,
        });
      },
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="register-form">
      <Form.Item label="Username" validateStatus={status(errors.username)} help={errors.username}>
        <Input
          size="large"
          autoComplete="username"
          placeholder="Choose a username"
          value={values.username}
          onChange={(event) => form.setField('username', event.target.value)}
          data-testid="register-username"
        />
      </Form.Item>
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message="Choose carefully: your username can be changed only once."
        data-testid="username-once-warning"
      />
      <Form.Item label="Email" validateStatus={status(errors.email)} help={errors.email}>
        <Input
          size="large"
          // Not type="email": the browser's own check would block the form before our messages show.
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(event) => form.setField('email', event.target.value)}
          data-testid="register-email"
        />
      </Form.Item>
      <Form.Item label="Password" validateStatus={status(errors.password)} help={errors.password}>
        <Input.Password
          size="large"
          autoComplete="new-password"
          placeholder="At least 8 characters"
          value={values.password}
          onChange={(event) => form.setField('password', event.target.value)}
          data-testid="register-password"
        />
      </Form.Item>
      <Form.Item validateStatus={status(errors.acceptTerms)} help={errors.acceptTerms}>
        <Checkbox
          checked={values.acceptTerms}
          onChange={(event) => form.setField('acceptTerms', event.target.checked)}
          data-testid="register-terms"
        >
          I am {MIN_AGE} years or older and agree to the <Link to="/terms">Terms and Conditions</Link> and the{' '}
          <Link to="/privacy">Privacy Policy</Link>
        </Checkbox>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={register.isPending}
        data-testid="register-submit"
      >
        Create Account
      </Button>
    </Form>
  );
}
