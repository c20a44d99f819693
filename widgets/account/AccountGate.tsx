// What every account view needs before a section renders: a signed-in client (else a sign-in
// link instead of failing calls) and the account API in context. <vet-account> and the
// per-section tags both sit inside it.
import { useMemo, type ReactNode } from 'react';
import { useSignedIn } from '../kit/useSignedIn';
import { useWidget } from '../kit/WidgetContext';
import { createAccountApi } from './api';
import { AccountApiContext } from './context';
import { Loading } from './ui';
import { SignInLink } from '../kit/SignInLink';

export const SIGNED_OUT = 'Please sign in to see your account.';

export function AccountGate({ children }: { children: ReactNode }) {
  const widget = useWidget();
  const accountApi = useMemo(() => createAccountApi(widget), [widget]);
  const signedIn = useSignedIn();
  if (signedIn === null) return <Loading label="Checking your sign-in…" />;
  if (!signedIn) return <SignedOut />;
  return <AccountApiContext.Provider value={accountApi}>{children}</AccountApiContext.Provider>;
}

function SignedOut() {
  const { config } = useWidget();
  const back = typeof location === 'undefined' ? '/' : location.pathname + location.search;
  return (
    <div className="rounded-xl border border-line bg-surface p-6 text-center">
      <p className="text-ink">{SIGNED_OUT}</p>
      <SignInLink
        href={`${config.apiBase}/auth/sign-in?callbackUrl=${encodeURIComponent(back)}`}
        className="mt-3 inline-flex h-10 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
      >
        Log in
      </SignInLink>
    </div>
  );
}
