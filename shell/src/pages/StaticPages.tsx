// Pages the shell owns (spec §2): verification results, legal texts, contact and not-found.
import type { ComponentType } from 'react';
import type { ShellPage } from '../routes/route-table';
import { ContactPage } from './ContactPage';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';
import { VerificationFailurePage } from './VerificationFailurePage';
import { VerificationSuccessPage } from './VerificationSuccessPage';

const shellPages: Record<ShellPage, ComponentType> = {
  'verification-success': VerificationSuccessPage,
  'verification-failure': VerificationFailurePage,
  terms: TermsPage,
  privacy: PrivacyPage,
  contact: ContactPage,
  'not-found': NotFoundPage,
};

export function ShellPageView({ page }: { page: ShellPage }) {
  const Page = shellPages[page];
  return <Page />;
}
