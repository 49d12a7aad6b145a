// Pages the shell owns (spec §2): verification results, legal texts, contact and not-found.
import type { ShellPage } from '../routes/route-table';
import { ContactPage } from './ContactPage';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';
import { VerificationFailurePage } from './VerificationFailurePage';
import { VerificationSuccessPage } from './VerificationSuccessPage';

export function ShellPageView({ page }: { page: ShellPage }) {
  switch (page) {
    case 'verification-success':
      return <VerificationSuccessPage />;
    case 'verification-failure':
      return <VerificationFailurePage />;
    case 'terms':
      return <TermsPage />;
    case 'privacy':
      return <PrivacyPage />;
    case 'contact':
      return <ContactPage />;
    case 'not-found':
      return <NotFoundPage />;
  }
}
