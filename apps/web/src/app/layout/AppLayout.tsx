import { Alert, Box, Container } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { useMergeVisitorCart } from '../../lib/visitor-cart';
import { useSession } from '../../lib/session';
import { ChatLauncher } from '../../features/chat/ChatLauncher';
import { useRealtimeEvents } from '../../features/notifications/useRealtimeEvents';
import { errorText } from '../../lib/errors';
import { rememberReferral } from '../../lib/referral';
import { Footer } from './Footer';
import { Header } from './Header';

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // Braces matter: scroll methods may return a promise, and an effect must return nothing or a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** A friend's ?ref= on any page is kept for the sign-up (lib/referral). */
function KeepReferralCode() {
  const { search } = useLocation();
  useEffect(() => rememberReferral(search), [search]);
  return null;
}

/** Header, the page (lazy, so it suspends on first visit), and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { session, state, error } = useSession();
  const { pathname } = useLocation();
  useRealtimeEvents(session !== null);
  useMergeVisitorCart(session !== null);

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <ScrollToTopOnNavigate />
      <KeepReferralCode />
      <Header session={session} loading={state === 'loading'} />
      {/* At least a screen tall, so the footer starts below the fold whatever is loading: it never jumps
          down the screen when a page or its results arrive (layout shift). */}
      <Box component="main" style={{ flex: 1 }} mih="100vh" pb={48}>
        {error ? (
          <Container size="lg" pt="md">
            <Alert color="red" title="Could not load your session">
              {errorText(error)}
            </Alert>
          </Container>
        ) : null}
        {state === 'loading' ? (
          <CenteredLoader />
        ) : (
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<CenteredLoader />}>{children}</Suspense>
          </PageErrorBoundary>
        )}
      </Box>
      <Footer />
      {session ? <ChatLauncher /> : null}
    </Box>
  );
}
