// Reads a seeded user's verification token from the platform's Mailpit, as a person would follow
// the mailed link. It searches by recipient (Mailpit's /api/v1/search) rather than listing the
// newest mails as the test kit's reader does: a seeded mailbox holds thousands of mails.

interface MailpitSummary {
  ID: string;
  To: Array<{ Address: string }> | null;
}

const VERIFY_LINK = /\/api\/verify-email\?token=([A-Za-z0-9%._~-]+)/;
const POLL_MS = 200;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`Mailpit answered ${res.status} for ${url}`);
  return (await res.json()) as T;
}

/** True when Mailpit's API answers at `mailpitUrl`. */
export async function mailpitReachable(mailpitUrl: string): Promise<boolean> {
  try {
    await getJson(`${mailpitUrl}/api/v1/info`);
    return true;
  } catch {
    return false;
  }
}

export interface VerificationMail {
  id: string;
  token: string;
}

/**
 * The token of the newest verification mail to `email` not among `skip`, waiting up to
 * `timeoutMs` for it to arrive; null when none came.
 */
export async function findVerificationMail(
  mailpitUrl: string,
  email: string,
  opts: { skip?: string[]; timeoutMs: number },
): Promise<VerificationMail | null> {
  const query = encodeURIComponent(`to:"${email}" subject:"Verify"`);
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    const { messages } = await getJson<{ messages: MailpitSummary[] }>(
      `${mailpitUrl}/api/v1/search?query=${query}&limit=5`,
    );
    // The search matches substrings: keep only mails to exactly this address.
    const hit = messages.find(
      (m) =>
        !(opts.skip ?? []).includes(m.ID) &&
        (m.To ?? []).some((to) => to.Address.toLowerCase() === email.toLowerCase()),
    );
    if (hit) {
      const mail = await getJson<{ Text: string }>(`${mailpitUrl}/api/v1/message/${hit.ID}`);
      const match = VERIFY_LINK.exec(mail.Text);
      if (match?.[1]) return { id: hit.ID, token: decodeURIComponent(match[1]) };
    }
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
