// The feed remote's contract with the gateway, written by driving its real api-client hooks
// against Pact's mock server (services/gateway/test/pact-verification.test.ts verifies it).
import { writePactOf } from './pact-file';

it('writes the sonic-nexus-mfe-feed pact from the calls the feed makes', async () => {
  expect(await writePactOf('sonic-nexus-mfe-feed')).toHaveLength(8);
});
