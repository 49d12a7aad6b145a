// The account mails: subject and body name the product; links are built from PUBLIC_URL.
import { PRODUCT_NAME } from '@sonic-nexus/contract';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(
  to: string,
  subject: string,
  lines: { greeting: string; intro: string; action: string; link: string; outro: string },
): Mail {
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}: ${lines.link}`,
    '',
    lines.outro,
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  const link = escapeHtml(lines.link);
  const html = [
    `<p>${escapeHtml(lines.greeting)}</p>`,
    `<p>${escapeHtml(lines.intro)}</p>`,
    `<p><a href="${link}">${escapeHtml(lines.action)}</a></p>`,
    `<p>${escapeHtml(lines.outro)}</p>`,
    `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function verificationMail(
  publicUrl: string,
  to: { username: string; email: string },
  token: string,
): Mail {
  return render(to.email, `Verify your ${PRODUCT_NAME} email address`, {
    greeting: `Hi ${to.username},`,
    intro: `Welcome to ${PRODUCT_NAME}! Please confirm your email address so you can vote on playlists.`,
    action: 'Verify my email',
    link: `${publicUrl}/api/verify-email?token=${encodeURIComponent(token)}`,
    outro: 'This link works once and expires in 24 hours. If you did not sign up, ignore this email.',
  });
}

export function passwordResetMail(
  publicUrl: string,
  to: { username: string; email: string },
  token: string,
): Mail {
  return render(to.email, `Reset your ${PRODUCT_NAME} password`, {
    greeting: `Hi ${to.username},`,
    intro: `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    action: 'Choose a new password',
    link: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
    outro: 'This link works once and expires in 1 hour. If you did not ask for it, ignore this email.',
  });
}
