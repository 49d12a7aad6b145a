// Session, registration, email verification and password reset (spec §7, DESIGN §8).
import { messageBody } from '../schemas/common';
import {
  changeUsernameBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  registeredUser,
  resendVerificationBody,
  resetPasswordBody,
  resetTokenValidity,
  user,
  verifyEmailQuery,
  verifyResetTokenBody,
} from '../schemas/user';
import { defineRoutes } from './route-types';

const tag = 'account';

export const accountRoutes = defineRoutes({
  getCurrentUser: { method: 'get', path: '/api/user', auth: 'session', tag, summary: 'The signed-in user', response: user },
  login: { method: 'post', path: '/api/login', auth: 'public', tag, summary: 'Sign in', body: loginBody, response: user },
  register: {
    method: 'post',
    path: '/api/register',
    auth: 'public',
    tag,
    summary: 'Create an account, sign in and send the verification email',
    body: registerBody,
    status: 201,
    response: registeredUser,
  },
  logout: { method: 'post', path: '/api/logout', auth: 'public', tag, summary: 'Sign out', response: messageBody },
  changeUsername: {
    method: 'post',
    path: '/api/user/change-username',
    auth: 'session',
    tag,
    summary: 'Change the username (once)',
    body: changeUsernameBody,
    response: user,
  },
  forgotPassword: {
    method: 'post',
    path: '/api/forgot-password',
    auth: 'public',
    tag,
    summary: 'Email a password reset link (same answer whether or not the account exists)',
    body: forgotPasswordBody,
    response: messageBody,
  },
  resendVerification: {
    method: 'post',
    path: '/api/resend-verification',
    auth: 'public',
    tag,
    summary: 'Resend the verification email (email or username)',
    body: resendVerificationBody,
    response: messageBody,
  },
  verifyResetToken: {
    method: 'post',
    path: '/api/verify-reset-token',
    auth: 'public',
    tag,
    summary: 'Check a password reset token',
    body: verifyResetTokenBody,
    response: resetTokenValidity,
  },
  resetPassword: {
    method: 'post',
    path: '/api/reset-password',
    auth: 'public',
    tag,
    summary: 'Set a new password with a reset token',
    body: resetPasswordBody,
    response: messageBody,
  },
  verifyEmail: {
    method: 'get',
    path: '/api/verify-email',
    auth: 'public',
    tag,
    summary: 'Email link target: redirects to /verification-success or /verification-failure',
    query: verifyEmailQuery,
    response: null,
  },
});
