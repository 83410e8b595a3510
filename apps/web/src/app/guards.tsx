import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { forgetReturn, loginPath, peekReturn } from '../lib/return-to';

/** Signed-in users who still need onboarding land on /create-profile from any path outside their table. */
export function ToOnboarding() {
  return <Navigate to="/create-profile" replace />;
}

/** Pages for signed-out visitors only (e.g. /login) send a signed-in user home, keeping any query string. */
export function ToHome() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

/** A page that needs an account sends a signed-out visitor to /login, to come back to it once signed in. */
export function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
}

/** /login once signed in: on to the page that asked for it (remembered by the login page), else home. */
export function AfterSignIn() {
  const [to] = useState(() => peekReturn() ?? '/');
  useEffect(() => forgetReturn(), []);
  return <Navigate to={to} replace />;
}

/**
 * /login just after signing up (onboarding still to do): straight back to the page that asked for it when that page
 * is open during onboarding (the shop's checkout), else on to /create-profile, keeping the page for afterwards.
 */
export function AfterSignUp({ openDuringOnboarding }: { openDuringOnboarding: (path: string) => boolean }) {
  const [to] = useState(() => {
    const back = peekReturn();
    return back && openDuringOnboarding(back) ? back : null;
  });
  useEffect(() => {
    if (to) forgetReturn();
  }, [to]);
  return <Navigate to={to ?? '/create-profile'} replace />;
}
