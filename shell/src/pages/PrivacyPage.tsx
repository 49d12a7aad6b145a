// /privacy (spec §1): what the site keeps about its users and why.
import { MIN_AGE } from '@sonic-nexus/contract';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: readonly LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Account data: your username, email address and a securely hashed password. Optionally a profile picture and a short bio.',
      'Activity: the playlists you submit, your votes, who you follow, and the notifications we send you.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To run your account, show your playlists and votes, build the leaderboard, and notify you when people you follow post playlists.',
      'Your email address is used to verify your account and to reset your password. We do not sell your data or send marketing email.',
    ],
  },
  {
    heading: 'What others can see',
    paragraphs: [
      'Your username, profile picture, bio, playlists and follower counts are public. Your email address and your individual votes are not.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use one essential session cookie to keep you signed in. There are no advertising or tracking cookies.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      `Sonic Nexus is not meant for children under ${MIN_AGE}. We do not knowingly keep data about them and delete such accounts when we learn of them.`,
    ],
  },
  {
    heading: 'Your choices',
    paragraphs: [
      'You can change your bio and picture at any time, and delete your account from Account Settings, which removes your profile, playlists, votes and follower relationships.',
      'Questions about your data? Reach us through the Contact page.',
    ],
  },
];

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" testId="privacy-page" sections={sections} />;
}
