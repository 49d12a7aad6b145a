// Reads the mail the platform really sent, from Mailpit's API: GET /api/v1/messages (newest
// first) and GET /api/v1/message/{ID}.
export interface MailpitMessage {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  To: Array<{ Address: string }>;
}

interface MailpitSummary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }> | null;
}

async function getJson<T>(url: string): Promise<T> {
  return (await (await fetch(url)).json()) as T;
}

/**
 * Waits for the newest mail to `to` whose subject contains `subjectPart` (any subject when
 * empty), skipping ids in `skip` (pass the ids already read to wait for a newer one).
 */
export async function waitForMail(
  mailpitUrl: string,
  to: string,
  subjectPart = '',
  { skip = [] as string[], timeoutMs = 15_000 } = {},
): Promise<MailpitMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { messages } = await getJson<{ messages: MailpitSummary[] }>(
      `${mailpitUrl}/api/v1/messages?limit=500`,
    );
    const hit = messages.find(
      (m) =>
        !skip.includes(m.ID) &&
        m.Subject.includes(subjectPart) &&
        (m.To ?? []).some((t) => t.Address.toLowerCase() === to.toLowerCase()),
    );
    if (hit) return getJson<MailpitMessage>(`${mailpitUrl}/api/v1/message/${hit.ID}`);
    if (Date.now() > deadline) throw new Error(`no mail "${subjectPart}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail's text whose path starts with `pathPrefix`, as path + query. */
export function linkPath(mail: MailpitMessage, pathPrefix: string): string {
  for (const match of `${mail.Text}\n${mail.HTML}`.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, '&'));
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${pathPrefix} link in mail "${mail.Subject}"`);
}
