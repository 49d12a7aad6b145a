// Form values plus the per-field messages of the contract's zod schemas (spec §5), shown under
// each field. Validation runs on submit; editing a field clears its message.
import { useState } from 'react';
import type { ZodType } from 'zod';

type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The fields of T that hold text. */
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** The first message per top-level field, or null when the values pass. */
export function fieldErrors<T>(schema: ZodType<unknown>, values: T): FieldErrors<T> | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<T>;
}

export function useFormState<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setField = <K extends keyof T & string>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** A text field's value, change handler and message, to spread onto a TextField. */
  const textField = <K extends TextKey<T>>(field: K) => ({
    value: values[field] as string,
    onChange: (value: string) => setField(field, value as T[K]),
    error: errors[field],
  });

  /** True when the values pass the schema; otherwise shows the messages. */
  const validate = (schema: ZodType<unknown>): boolean => {
    const found = fieldErrors(schema, values);
    setErrors(found ?? {});
    return found === null;
  };

  return { values, errors, setField, textField, validate };
}
