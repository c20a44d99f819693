// "Sites signed in with your account", under Change Password: the clinic websites the client
// let use their sign-in through the popup (origin, since when), each with a button that signs
// it out at once. Only on the portal's own site: a token handed to another site may neither
// list nor end them (the server refuses it too), so on a clinic's page the part is left out.
import { useId, useState } from 'react';
import { formatPickup } from '../../../shared/format/dates';
import type { SignedInSite } from '../../../shared/schemas/signedInSites';
import { Button, useToast } from '../../kit';
import { signInNeedsPopup } from '../../kit/embedSignIn';
import { useWidget } from '../../kit/WidgetContext';
import { errorMessage } from '../../../shared/api/errors';
import { useAccountApi } from '../context';
import { Empty, Loading, SubHeading, cardClass, useList } from '../ui';

export const SITES_HEADING = 'Sites signed in with your account';
export const SITES_INTRO =
  'Clinic websites you let use your sign-in. Each can book, order, pay and see your account for 15 minutes; none can change your email, password or saved cards.';
export const NO_SITES = 'No other website is signed in with your account.';
export const SITE_SIGN_OUT_FAILED = 'An error occurred while signing the site out.';
export const siteSignedOut = (host: string) => `${host} has been signed out.`;

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return origin;
  }
};

/** The part, or nothing where the account widget runs on another site than the portal's. */
export function SignedInSites() {
  const { config } = useWidget();
  return signInNeedsPopup(config.apiBase) ? null : <SiteList />;
}

function SiteList() {
  const api = useAccountApi();
  const toast = useToast();
  const headingId = useId();
  const list = useList('signed-in-sites', () => api.sites(), []);
  const [busyId, setBusyId] = useState<string | null>(null);
  const sites = list.data ?? [];

  const signOut = async (site: SignedInSite) => {
    if (busyId !== null) return;
    setBusyId(site.id);
    try {
      await api.signOutSite(site.id);
      list.set((current) => (current ?? []).filter((s) => s.id !== site.id));
      toast.success(siteSignedOut(hostOf(site.origin)));
    } catch (error) {
      toast.error(errorMessage(error, SITE_SIGN_OUT_FAILED));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-10 space-y-3">
      <SubHeading id={headingId} className="text-lg font-bold text-ink">
        {SITES_HEADING}
      </SubHeading>
      <p className="text-sm text-muted">{SITES_INTRO}</p>
      {list.loading && !list.data ? (
        <Loading label="Loading the signed-in sites…" />
      ) : sites.length === 0 ? (
        <Empty>{NO_SITES}</Empty>
      ) : (
        <ul className="space-y-3">
          {sites.map((site) => (
            <li key={site.id} className={`${cardClass} flex flex-wrap items-center justify-between gap-3`}>
              <div className="min-w-0">
                <p className="break-all font-semibold text-ink">{hostOf(site.origin)}</p>
                <p className="text-sm text-muted">Since {formatPickup(site.createdAt)}</p>
              </div>
              <Button size="sm" variant="ghost" className="text-danger" loading={busyId === site.id} onClick={() => void signOut(site)}>
                Sign out <span className="sr-only">{hostOf(site.origin)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
