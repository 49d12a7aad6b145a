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

export const accountRoutes = defineRoutes('account', {
  getCurrentUser: {
    method: 'get',
    path: '/api/user',
    auth: 'session',
    summary: 'The signed-in user',
    response: user,
  },
  login: {
    method: 'post',
    path: '/api/login',
    auth: 'public',
    summary: 'Sign in',
    body: loginBody,
    response: user,
    errors: [401, 429], // wrong credentials; too many attempts
  },
  register: {
    method: 'post',
    path: '/api/register',
    auth: 'public',
    summary: 'Create an account, sign in and send the verification email',
    body: registerBody,
    status: 201,
    response: registeredUser,
    errors: [409, 429], // username or email taken; too many attempts
  },
  logout: {
    method: 'post',
    path: '/api/logout',
    auth: 'public',
    summary: 'Sign out',
    response: messageBody,
  },
  changeUsername: {
    method: 'post',
    path: '/api/user/change-username',
    auth: 'session',
    summary: 'Change the username (once)',
    body: changeUsernameBody,
    response: user,
    errors: [409], // taken
  },
  forgotPassword: {
    method: 'post',
    path: '/api/forgot-password',
    auth: 'public',
    summary: 'Email a password reset link (same answer whether or not the account exists)',
    body: forgotPasswordBody,
    response: messageBody,
    errors: [429],
  },
  resendVerification: {
    method: 'post',
    path: '/api/resend-verification',
    auth: 'public',
    summary: 'Resend the verification email (email or username)',
    body: resendVerificationBody,
    response: messageBody,
    errors: [429],
  },
  verifyResetToken: {
    method: 'post',
    path: '/api/verify-reset-token',
    auth: 'public',
    summary: 'Check a password reset token',
    body: verifyResetTokenBody,
    response: resetTokenValidity,
  },
  resetPassword: {
    method: 'post',
    path: '/api/reset-password',
    auth: 'public',
    summary: 'Set a new password with a reset token',
    body: resetPasswordBody,
    response: messageBody,
    errors: [409], // the account changed meanwhile
  },
  verifyEmail: {
    method: 'get',
    path: '/api/verify-email',
    auth: 'public',
    summary: 'Email link target: redirects to /verification-success or /verification-failure',
    query: verifyEmailQuery,
    response: null,
  },
});
