// Pages the shell owns (spec §2): verification results, legal texts, contact and not-found. Each
// is its own chunk, downloaded when its page is shown: the feed at / needs none of them. The main
// area is a screen tall, so nothing below moves while one arrives.
import { lazy, Suspense, type ComponentType } from 'react';
import type { ShellPage } from '../routes/route-table';

const shellPages: Record<ShellPage, ComponentType> = {
  'verification-success': lazy(() =>
    import('./VerificationSuccessPage').then((m) => ({ default: m.VerificationSuccessPage })),
  ),
  'verification-failure': lazy(() =>
    import('./VerificationFailurePage').then((m) => ({ default: m.VerificationFailurePage })),
  ),
  terms: lazy(() => import('./TermsPage').then((m) => ({ default: m.TermsPage }))),
  privacy: lazy(() => import('./PrivacyPage').then((m) => ({ default: m.PrivacyPage }))),
  contact: lazy(() => import('./ContactPage').then((m) => ({ default: m.ContactPage }))),
  'not-found': lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage }))),
};

export function ShellPageView({ page }: { page: ShellPage }) {
  const Page = shellPages[page];
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
