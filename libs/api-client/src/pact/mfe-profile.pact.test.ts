// The profile remote's contract with the gateway, written by driving its real api-client hooks
// against Pact's mock server (services/gateway/test/pact-verification.test.ts verifies it).
import { writePactOf } from './pact-file';

it('writes the sonic-nexus-mfe-profile pact from the calls the profile remote makes', async () => {
  expect(await writePactOf('sonic-nexus-mfe-profile')).toHaveLength(16);
});
