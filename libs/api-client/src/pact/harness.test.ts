// The consumer side can fail: a hook calling what the pact does not describe, or reading a shape
// its contract schema refuses, fails the test instead of writing a pact.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MatchersV3 } from '@pact-foundation/pact';
import { useCurrentUser } from '../current-user';
import { useUnreadCount } from '../unread-count';
import { consumerPact, onMockServer, queriedData } from './harness';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pact-harness-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const unreadCountInteraction = (count: unknown) =>
  consumerPact('a-consumer-under-test', dir)
    .addInteraction()
    .uponReceiving('the unread count')
    .withRequest('GET', '/api/notifications/unread-count')
    .willRespondWith(200, (res) => res.jsonBody({ count }));

it('fails when the hook calls another route than the pact describes', async () => {
  const run = unreadCountInteraction(MatchersV3.integer(0)).executeTest((mock) =>
    onMockServer(mock, () => queriedData(() => useCurrentUser())),
  );
  await expect(run).rejects.toThrow('Unexpected-Request');
});

it("fails when the pact's response shape is not what the app's schema reads", async () => {
  const run = unreadCountInteraction(MatchersV3.string('three')).executeTest((mock) =>
    onMockServer(mock, () => queriedData(() => useUnreadCount(true))),
  );
  await expect(run).rejects.toThrow('expected number, received string');
});

it('answers the data the mock server sent for a matching call', async () => {
  const run = unreadCountInteraction(MatchersV3.integer(3)).executeTest((mock) =>
    onMockServer(mock, () => queriedData(() => useUnreadCount(true))),
  );
  await expect(run).resolves.toBe(3);
});
