// /terms (spec §1): age 13+, accounts, content guidelines and honest, non-automated voting.
import { MIN_AGE } from '@sonic-nexus/contract';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: readonly LegalSection[] = [
  {
    heading: 'Acceptance of these terms',
    paragraphs: [
      'By creating an account or using Sonic Nexus you agree to these Terms and Conditions. If you do not agree, please do not use the site.',
    ],
  },
  {
    heading: 'Age requirement',
    paragraphs: [
      `You must be at least ${MIN_AGE} years old to create an account. By registering you confirm that you are ${MIN_AGE} or older.`,
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You are responsible for your account and for keeping your password secret. Use a valid email address: you need to verify it before you can vote.',
      'Your username can be changed only once. Pick it with care, and do not impersonate other people or artists.',
      'You may delete your account at any time from your Account Settings; this removes your profile, playlists, votes and follower relationships.',
    ],
  },
  {
    heading: 'Content guidelines',
    paragraphs: [
      'Share only links to real playlists on the supported platforms, with titles, descriptions, tags and bios that are accurate and respectful.',
      'Do not post hateful, harassing, sexually explicit or illegal content, spam, or links that are not playlists. We may remove content or accounts that break these rules.',
      'You keep the rights to what you post, and you give Sonic Nexus permission to show it on the site.',
    ],
  },
  {
    heading: 'Honest voting',
    paragraphs: [
      'Votes must reflect your own honest opinion. One person, one account, one vote per playlist.',
      'Automated voting (bots, scripts, or any tool that votes for you), vote trading and the use of several accounts to push or bury playlists are not allowed. We may remove such votes and suspend the accounts involved.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'We may update these terms; the date above shows the latest version. Questions? Reach us through the Contact page.',
    ],
  },
];

export function TermsPage() {
  return <LegalPage title="Terms and Conditions" testId="terms-page" sections={sections} />;
}
