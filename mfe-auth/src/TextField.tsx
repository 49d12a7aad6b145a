// One labelled text or password input with its spec §5 message underneath, as every auth form uses.
import { Form, Input } from 'antd';
import { useId, type HTMLAttributes } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  testId: string;
  password?: boolean;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

export function TextField({ label, value, onChange, error, testId, password, ...input }: TextFieldProps) {
  const Control = password ? Input.Password : Input;
  // The label names the input through htmlFor (getByLabel, screen readers); the message is its description.
  const id = useId();
  return (
    // help is never undefined: antd hides the help area with a motion when it goes, and a message
    // arriving while that motion runs (edit, then submit at once) was never shown.
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-help`}>{error}</span> : ''}
    >
      <Control
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help` : undefined}
        size="large"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
        {...input}
      />
    </Form.Item>
  );
}
