import { loginBody, registerForm, resetPasswordForm, validationMessages as v } from '@sonic-nexus/contract';
import { fieldErrors } from './form-state';

describe('form messages from the contract schemas (spec §5)', () => {
  it('gives one message per registration field, and the terms message', () => {
    const errors = fieldErrors(registerForm, {
      username: 'a-',
      email: 'not-an-email',
      password: 'short',
      acceptTerms: false,
    });
    expect(errors).toEqual({
      username: v.usernameMin,
      email: v.emailInvalid,
      password: v.passwordMin,
      acceptTerms: v.termsRequired,
    });
    expect(
      fieldErrors(registerForm, {
        username: 'nova!',
        email: 'n@x.io',
        password: '12345678',
        acceptTerms: true,
      }),
    ).toEqual({ username: v.usernamePattern });
    expect(
      fieldErrors(registerForm, {
        username: 'x'.repeat(51),
        email: 'n@x.io',
        password: '12345678',
        acceptTerms: true,
      }),
    ).toEqual({ username: v.usernameMax });
  });

  it('passes good values', () => {
    expect(fieldErrors(loginBody, { username: 'nova@example.com', password: '12345678' })).toBeNull();
  });

  it('puts the mismatch message on the confirmation field', () => {
    expect(fieldErrors(resetPasswordForm, { newPassword: '12345678', confirmPassword: '1234567x' })).toEqual({
      confirmPassword: v.passwordsDontMatch,
    });
    expect(fieldErrors(resetPasswordForm, { newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: v.passwordMin,
    });
  });
});
