// What the shell asks of /api: who is signed in (or nobody), the unread badge, and a resent
// verification mail from the banner. The live count over server-sent events is no JSON exchange
// and stays with the gateway's own tests.
import assert from 'node:assert/strict';
import { MatchersV3 } from '@pact-foundation/pact';
import { useCurrentUser } from '../current-user';
import { useResendVerification } from '../account-recovery';
import { useUnreadCount } from '../unread-count';
import { consumerPact, mountHook, onMockServer, queriedData } from './harness';
import { messageShape, userShape } from './shapes';

const { fromProviderState, integer } = MatchersV3;

export async function writeShellPact(dir: string): Promise<void> {
  const pact = consumerPact('sonic-nexus-shell', dir);

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .uponReceiving('the shell asks who is signed in')
    .withRequest('GET', '/api/user')
    .willRespondWith(200, (res) => res.jsonBody(userShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const user = await queriedData(() => useCurrentUser());
        assert.equal(user?.emailVerified, true);
      }),
    );

  await pact
    .addInteraction()
    .given('no one is signed in')
    .uponReceiving('the shell asks who is signed in without a session')
    .withRequest('GET', '/api/user')
    .willRespondWith(401)
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal(await queriedData(() => useCurrentUser()), null);
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .uponReceiving('the shell asks for the unread notification count')
    .withRequest('GET', '/api/notifications/unread-count')
    .willRespondWith(200, (res) => res.jsonBody({ count: integer(0) }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        assert.equal(await queriedData(() => useUnreadCount(true)), 0);
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in unverified user')
    .uponReceiving('the shell banner resends the verification mail')
    .withRequest('POST', '/api/resend-verification', (req) =>
      req.jsonBody({ email: fromProviderState('${email}', 'ann_listener@example.com') }),
    )
    .willRespondWith(200, (res) => res.jsonBody(messageShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const answer = await mountHook(() => useResendVerification()).mutateAsync('ann_listener@example.com');
        assert.equal(typeof answer.message, 'string');
      }),
    );
}
