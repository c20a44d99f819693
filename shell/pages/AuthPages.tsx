// /sign-in and /logout. Sign-in: signed out -> the identity provider's
// page with the callback; signed in -> the callbackUrl (same-site only) or /. Logout: end
// the session, say so, then go home.
import { useEffect, useRef } from 'react';
import { safeCallback } from '../navigation/callback';
import { browser, navigate } from '../router/history';
import { pageTitle, useHead } from '../seo';
import { useSession } from '../useSession';
import { needsHydration } from '../router/serverRender';

export const LOGOUT_TITLE = 'Log out in progress...';
export const LOGOUT_MESSAGE = 'Give us a moment to safely redirect you to the home page.';

export function signInUrl(callbackUrl: string): string {
  return `/auth/sign-in?callbackUrl=${encodeURIComponent(safeCallback(callbackUrl))}`;
}

export function SignInPage({ search }: { search: string }) {
  // Sign-in checks the session and redirects.
  needsHydration();
  const check = useSession((s) => s.check);
  const status = useSession((s) => s.status);
  const callback = safeCallback(new URLSearchParams(search).get('callbackUrl'));
  useHead('/sign-in', { title: pageTitle('Sign in') });
  // Ask the session once on arrival; where to go follows from its answer (the session store).
  useEffect(() => void check(), [check]);
  useEffect(() => {
    if (status === 'signedIn') navigate(callback, { replace: true });
    // The identity provider's page is served by the server: a full page load.
    else if (status === 'signedOut') browser.replace(signInUrl(callback));
  }, [status, callback]);
  return (
    <section aria-labelledby="sign-in-title" className="px-4 py-24 text-center" aria-busy="true">
      <h1 id="sign-in-title" className="text-3xl font-bold text-ink">
        Taking you to sign in…
      </h1>
    </section>
  );
}

export function LogoutPage() {
  // Sign-out is an action.
  needsHydration();
  const signOut = useSession((s) => s.signOut);
  const started = useRef(false);
  useHead('/logout', { title: pageTitle('Log out') });
  useEffect(() => {
    // Strict mode runs effects twice in development; one logout is enough.
    if (started.current) return;
    started.current = true;
    void signOut()
      .catch(() => undefined)
      .then(() => navigate('/', { replace: true }));
  }, [signOut]);
  return (
    <section aria-labelledby="logout-title" className="px-4 py-24 text-center" role="status">
      <h1 id="logout-title" className="text-3xl font-bold text-ink">
        {LOGOUT_TITLE}
      </h1>
      <p className="mt-3 text-lg text-muted">{LOGOUT_MESSAGE}</p>
    </section>
  );
}
