// Onboarding for verified users (spec §4): the welcome modal ONBOARDING_OPEN_DELAY_MS after the
// user is known (unless neverShowOnboarding), and the guided tour TOUR_START_DELAY_MS after the
// modal closes. Registers the tour with the user menu's 'Take Tour'.
import { useCurrentUser } from '@sonic-nexus/api-client';
import { ONBOARDING_OPEN_DELAY_MS, TOUR_START_DELAY_MS } from '@sonic-nexus/contract';
import { registerTourHandler } from '@sonic-nexus/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { markWelcomed, setFlag, shouldWelcome } from './onboarding-storage';

// Both only ever shown to a verified user (the modal's Checkbox is in antd's later module): their
// code is downloaded when one is shown.
const GuidedTour = lazy(() => import('./GuidedTour').then((m) => ({ default: m.GuidedTour })));
const WelcomeModal = lazy(() => import('./WelcomeModal').then((m) => ({ default: m.WelcomeModal })));

export function Onboarding() {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [welcomeOpen, setWelcomeOpen] = useState(false);
  const [touring, setTouring] = useState(false);
  const userId = user?.emailVerified ? user.id : null;

  useEffect(() => {
    if (userId === null || !shouldWelcome(localStorage, sessionStorage, userId)) return;
    const timer = setTimeout(() => {
      markWelcomed(sessionStorage, userId);
      setWelcomeOpen(true);
    }, ONBOARDING_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);

  // Signed out: the welcome closes, in this render.
  if (userId === null && welcomeOpen) setWelcomeOpen(false);

  const startTour = useCallback(() => {
    // The tour's targets live on the home feed.
    if (pathname !== '/') navigate('/');
    setTouring(true);
  }, [navigate, pathname]);

  useEffect(() => (userId === null ? undefined : registerTourHandler(startTour)), [userId, startTour]);

  const closeWelcome = (neverShow: boolean) => {
    if (neverShow && userId !== null) setFlag(localStorage, 'neverShowOnboarding', userId);
    setWelcomeOpen(false);
  };

  return (
    <>
      {userId === null ? null : (
        <Suspense fallback={null}>
          <WelcomeModal
            open={welcomeOpen}
            onClose={closeWelcome}
            onStartTour={(neverShow) => {
              closeWelcome(neverShow);
              setTimeout(startTour, TOUR_START_DELAY_MS);
            }}
          />
        </Suspense>
      )}
      {touring ? (
        <Suspense fallback={null}>
          <GuidedTour
            onSkip={() => setTouring(false)}
            onComplete={() => {
              if (userId !== null) setFlag(localStorage, 'tourCompleted', userId);
              setTouring(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
