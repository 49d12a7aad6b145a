// What the auth remote asks of /api: sign-in, registration, who is signed in, the forgotten
// password and verification mails, and the reset link's check and use.
import assert from 'node:assert/strict';
import { MatchersV3 } from '@pact-foundation/pact';
import { useLogin, useRegister } from '../account';
import {
  useForgotPassword,
  useResendVerification,
  useResetPassword,
  useResetTokenCheck,
} from '../account-recovery';
import { useCurrentUser } from '../current-user';
import { consumerPact, mountHook, onMockServer, queriedData } from './harness';
import { messageShape, userShape } from './shapes';

const { boolean, fromProviderState } = MatchersV3;

const username = 'ann_listener';
const email = 'ann_listener@example.com';
const password = 'password123';
const resetToken = 'a-mailed-reset-token';

export async function writeMfeAuthPact(dir: string): Promise<void> {
  const pact = consumerPact('sonic-nexus-mfe-auth', dir);

  await pact
    .addInteraction()
    .given('a registered account')
    .uponReceiving('the sign-in form signs in')
    .withRequest('POST', '/api/login', (req) =>
      req.jsonBody({ username: fromProviderState('${username}', username), password }),
    )
    .willRespondWith(200, (res) => res.jsonBody(userShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const user = await mountHook(() => useLogin()).mutateAsync({ username, password });
        assert.equal(user.username, username);
      }),
    );

  await pact
    .addInteraction()
    .given('no account uses the username')
    .uponReceiving('the registration form registers')
    .withRequest('POST', '/api/register', (req) =>
      req.jsonBody({
        username: fromProviderState('${username}', username),
        email: fromProviderState('${email}', email),
        password,
      }),
    )
    .willRespondWith(201, (res) => res.jsonBody({ ...userShape, emailVerified: boolean(false) }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const user = await mountHook(() => useRegister()).mutateAsync({ username, email, password });
        assert.equal(user.emailVerified, false);
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .uponReceiving('the auth pages ask who is signed in')
    .withRequest('GET', '/api/user')
    .willRespondWith(200, (res) => res.jsonBody(userShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal((await queriedData(() => useCurrentUser()))?.username, username);
      }),
    );

  await pact
    .addInteraction()
    .given('a registered account')
    .uponReceiving('the forgot-password form asks for a reset mail')
    .withRequest('POST', '/api/forgot-password', (req) =>
      req.jsonBody({ username: fromProviderState('${username}', username) }),
    )
    .willRespondWith(200, (res) => res.jsonBody(messageShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const answer = await mountHook(() => useForgotPassword()).mutateAsync(username);
        assert.equal(typeof answer.message, 'string');
      }),
    );

  await pact
    .addInteraction()
    .given('a registered account')
    .uponReceiving('the resend form asks for a new verification mail')
    .withRequest('POST', '/api/resend-verification', (req) =>
      req.jsonBody({ email: fromProviderState('${email}', email) }),
    )
    .willRespondWith(200, (res) => res.jsonBody(messageShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const answer = await mountHook(() => useResendVerification()).mutateAsync(email);
        assert.equal(typeof answer.message, 'string');
      }),
    );

  await pact
    .addInteraction()
    .given('a password reset was requested')
    .uponReceiving("the reset page checks its link's token")
    .withRequest('POST', '/api/verify-reset-token', (req) =>
      req.jsonBody({ token: fromProviderState('${token}', resetToken) }),
    )
    .willRespondWith(200, (res) => res.jsonBody({ valid: boolean(true) }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal(await queriedData(() => useResetTokenCheck(resetToken)), true);
      }),
    );

  await pact
    .addInteraction()
    .given('a password reset was requested')
    .uponReceiving('the reset page sets a new password')
    .withRequest('POST', '/api/reset-password', (req) =>
      req.jsonBody({ token: fromProviderState('${token}', resetToken), newPassword: 'a-new-password' }),
    )
    .willRespondWith(200, (res) => res.jsonBody(messageShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const answer = await mountHook(() => useResetPassword()).mutateAsync({
          token: resetToken,
          newPassword: 'a-new-password',
        });
        assert.equal(typeof answer.message, 'string');
      }),
    );
}
