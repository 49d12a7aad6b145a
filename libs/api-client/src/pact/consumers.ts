// Every consumer of the gateway's /api and the function writing its pact: the consumer tests
// write one each, and the gateway's verification writes them all afresh before it verifies.
import { writeMfeAuthPact } from './mfe-auth-pact';
import { writeMfeFeedPact } from './mfe-feed-pact';
import { writeMfeProfilePact } from './mfe-profile-pact';
import { writeShellPact } from './shell-pact';

export const consumerPacts: Record<string, (dir: string) => Promise<void>> = {
  'sonic-nexus-shell': writeShellPact,
  'sonic-nexus-mfe-feed': writeMfeFeedPact,
  'sonic-nexus-mfe-profile': writeMfeProfilePact,
  'sonic-nexus-mfe-auth': writeMfeAuthPact,
};
