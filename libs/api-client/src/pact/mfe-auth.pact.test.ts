// The auth remote's contract with the gateway, written by driving its real api-client hooks
// against Pact's mock server (services/gateway/test/pact-verification.test.ts verifies it).
import { writePactOf } from './pact-file';

it('writes the sonic-nexus-mfe-auth pact from the calls the auth remote makes', async () => {
  expect(await writePactOf('sonic-nexus-mfe-auth')).toHaveLength(7);
});
