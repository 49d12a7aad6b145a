// Reads the platform's real mail from Mailpit (E2E_MAILPIT_URL, set by global-setup.ts).
import { expect } from '@playwright/test';

interface MailSummary {
  ID: string;
  To: { Address: string }[] | null;
}

function mailpit(): string {
  const base = process.env.E2E_MAILPIT_URL;
  if (!base) throw new Error('E2E_MAILPIT_URL is not set: journeys run through e2e/playwright.config.ts');
  return base;
}

async function getJson<T>(path: string): Promise<T> {
  return (await (await fetch(`${mailpit()}${path}`)).json()) as T;
}

/** The path (with query) of the newest `linkPath?token=…` link mailed to `address`, waiting for it. */
export async function mailedLink(address: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${linkPath.replace(/[/?]/g, '\\$&')}\\?token=[^\\s"'<>&]+`);
  let found = '';
  await expect
    .poll(
      async () => {
        const { messages } = await getJson<{ messages: MailSummary[] }>('/api/v1/messages?limit=200');
        for (const summary of messages) {
          if (!(summary.To ?? []).some((to) => to.Address === address)) continue;
          const mail = await getJson<{ Text?: string; HTML?: string }>(`/api/v1/message/${summary.ID}`);
          found = pattern.exec(`${mail.Text ?? ''}\n${mail.HTML ?? ''}`)?.[0] ?? '';
          if (found) return true;
        }
        return false;
      },
      { timeout: 30_000, message: `a mail to ${address} with a ${linkPath} link` },
    )
    .toBe(true);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}
