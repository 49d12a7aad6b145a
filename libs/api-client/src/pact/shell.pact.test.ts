// The shell's contract with the gateway, written by driving its real api-client hooks against
// Pact's mock server (services/gateway/test/pact-verification.test.ts verifies it).
import { writePactOf } from './pact-file';

it('writes the sonic-nexus-shell pact from the calls the shell makes', async () => {
  expect(await writePactOf('sonic-nexus-shell')).toHaveLength(4);
});
