// Reads the platform's real mail from its Mailpit with the test kit's reader.
import { linkPath, waitForMail } from '@sonic-nexus/test-kit';
import { journeyPorts, siteElsewhere } from './ports';

/**
 * The path (with query) of the `path` link in the newest mail to `address` whose subject contains
 * `subject`, waiting for that mail.
 */
export async function mailedLink(address: string, subject: string, path: string): Promise<string> {
  const mailpitUrl = siteElsewhere()?.mailpitUrl ?? `http://127.0.0.1:${journeyPorts().MAILPIT_HTTP_PORT}`;
  return linkPath(await waitForMail(mailpitUrl, address, subject, { timeoutMs: 30_000 }), path);
}
