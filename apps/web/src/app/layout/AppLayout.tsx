import { Alert, Box, Container } from '@mantine/core';
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CenteredLoader } from '../../components/CenteredLoader';
import { usePaymentMode } from '../../components/Payments/TestModeBanner';
import { HydrateApart } from '../../components/HydrateApart';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { useMergeVisitorCart } from '../../lib/visitor-cart';
import { useSession, type Session } from '../../lib/session';
import { ChatLauncher } from '../../features/chat/ChatLauncher';
import { useRealtimeEvents } from '../../features/notifications/useRealtimeEvents';
import { errorText } from '../../lib/errors';
import { rememberReferral } from '../../lib/referral';
import { preloadPage } from '../router';
import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Header, headerMenusHydrated } from './Header';

/**
 * A new page starts at its top. Not the page the app starts on: the browser placed it, and the visitor may have
 * scrolled it before the app took over (a jump then would also move what their finger was landing on).
 */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // Braces matter: scroll methods may return a promise, and an effect must return nothing or a cleanup.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The section an address's #id names ('' for none, or one mangled past decoding). */
function sectionOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/** How long a link to a section (#id) waits for its page to draw it. */
const SECTION_WAIT_MS = 5000;

/**
 * A link to a section of a page (a notification's /settings#webhooks) lands on it: the page's code and data arrive
 * after the address changes, so the section is looked for as the page draws, until it is there, the reader scrolls,
 * or SECTION_WAIT_MS pass.
 */
function ScrollToSection() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = sectionOf(hash);
    if (!id) return;
    const observer = new MutationObserver(() => land());
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
    };
    const land = () => {
      const section = document.getElementById(id);
      if (!section) return false;
      section.scrollIntoView({ block: 'start' });
      stop();
      return true;
    };
    const timer = window.setTimeout(stop, SECTION_WAIT_MS);
    if (land()) return;
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { once: true });
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, hash]);
  return null;
}

/** A friend's ?ref= on any page is kept for the sign-up (lib/referral). */
function KeepReferralCode() {
  const { search } = useLocation();
  useEffect(() => rememberReferral(search), [search]);
  return null;
}

/**
 * Whether the app has taken over a page the server drew: at once for a page the browser draws itself; for a
 * server-drawn one, once the layout is hydrated and the page's code is here (a press then hydrates what it hit),
 * and a signed-in header's menus are hydrated (Header.tsx, headerMenusHydrated).
 */
function useLive(serverRendered: boolean, pathname: string, session: Session | null): boolean {
  const [live, setLive] = useState(!serverRendered);
  useEffect(() => {
    if (!serverRendered) return;
    let active = true;
    const menus = session ? headerMenusHydrated(Boolean(session.activeAccount)) : null;
    void Promise.all([preloadPage(pathname, session !== null), menus]).then(() => active && setLive(true));
    return () => {
      active = false;
    };
    // Only the page the server drew: once live, always live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return live;
}

/**
 * Header, the page (lazy, so it suspends on first visit), and footer. A page the server drew is one disabled
 * fieldset until the app is live: a press or a typed value before then would be lost, and a form would submit
 * itself natively (a password in the address); disabled, the browser refuses both.
 */
export function AppLayout({ children, serverRendered = false }: { children: ReactNode; serverRendered?: boolean }) {
  const { session, state, error } = useSession();
  // In the session's request: every account page draws after the session, so a money screen has the mode.
  usePaymentMode();
  const { pathname } = useLocation();
  const live = useLive(serverRendered, pathname, session);
  useRealtimeEvents(session !== null);
  useMergeVisitorCart(session !== null);
  const loading = state === 'loading';

  // The parts below are kept as the same elements across the layout's own updates (the fieldset enabled once
  // live): React hydrates each Suspense boundary on its own, in short tasks, but an update that reaches one
  // before it is hydrated makes React hydrate it at once, in one long task.
  const header = useMemo(
    () => (
      <HydrateApart>
        <Header session={session} loading={loading} />
      </HydrateApart>
    ),
    [session, loading],
  );
  const page = useMemo(
    () =>
      loading ? (
        <CenteredLoader />
      ) : (
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<CenteredLoader />}>{children}</Suspense>
        </PageErrorBoundary>
      ),
    [loading, pathname, children],
  );
  const footer = useMemo(
    () => (
      <HydrateApart>
        <Footer />
      </HydrateApart>
    ),
    [],
  );

  return (
    <Box
      component={serverRendered ? 'fieldset' : 'div'}
      disabled={serverRendered ? !live : undefined}
      className={serverRendered ? classes.fieldset : undefined}
      mih="100vh"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <ScrollToTopOnNavigate />
      <ScrollToSection />
      <KeepReferralCode />
      {header}
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
        {page}
      </Box>
      {footer}
      {session ? <ChatLauncher /> : null}
    </Box>
  );
}
