// The Register tab (spec §2, §5): username, email, password and the 13-or-older terms checkbox,
// which is checked here and never sent. A registration answered with a message moves to Verify Email.
import { useRegister } from '@sonic-nexus/api-client';
import { errorToasts, MIN_AGE, registerForm, successToasts } from '@sonic-nexus/contract';
import { showFailureToast, showToast } from '@sonic-nexus/ui';
import { Alert, Checkbox, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useFormState } from './form-state';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const inTextLink = { textDecoration: 'underline' } as const;

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
        showFailureToast(errorToasts.register, error);
      },
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} data-testid="register-form">
      <TextField
        label="Username"
        autoComplete="username"
        placeholder="Choose a username"
        {...form.textField('username')}
        testId="register-username"
      />
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message="Choose carefully: your username can be changed only once."
        data-testid="username-once-warning"
      />
      <TextField
        label="Email"
        // Not type="email": the browser's own check would block the form before our messages show.
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...form.textField('email')}
        testId="register-email"
      />
      <TextField
        label="Password"
        password
        autoComplete="new-password"
        placeholder="At least 8 characters"
        {...form.textField('password')}
        testId="register-password"
      />
      <Form.Item validateStatus={status(errors.acceptTerms)} help={errors.acceptTerms}>
        <Checkbox
          checked={values.acceptTerms}
          onChange={(event) => form.setField('acceptTerms', event.target.checked)}
          data-testid="register-terms"
        >
          {/* Underlined: links inside a sentence must not rely on colour alone (WCAG 1.4.1). */}I am{' '}
          {MIN_AGE} years or older and agree to the{' '}
          <Link to="/terms" style={inTextLink}>
            Terms and Conditions
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" style={inTextLink}>
            Privacy Policy
          </Link>
        </Checkbox>
      </Form.Item>
      <SubmitButton loading={register.isPending} testId="register-submit">
        Create Account
      </SubmitButton>
    </Form>
  );
}
