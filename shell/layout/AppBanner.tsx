// The app banner: on desktop a QR code pointing at the download-app page
// (a phone scans it off the screen, so it encodes the absolute address), on mobile a
// 'Download app' button.
import { appPromo } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { safeHref } from '../RichText';
import { Link } from '../router/Link';
import { ButtonLink } from '../ui/Button';
import { QrCode } from '../ui/QrCode';
import { DOWNLOAD_APP_PATH } from '../blocks/AppPromo';

export function AppBanner() {
  const state = useQuery('app-promo', appPromo);
  const promo = state.status === 'ready' ? state.data : null;
  const target = safeHref(promo?.qrCodeTargetUrl) ?? DOWNLOAD_APP_PATH;
  return (
    <section aria-label="Our app" className="bg-teal-800 bg-hover text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-semibold">{promo?.title ?? 'Get our app'}</p>
          {promo?.summary && <p className="mt-1 max-w-2xl text-white/80">{promo.summary}</p>}
        </div>
        <div className="md:hidden">
          <ButtonLink href={safeHref(promo?.actionButtonTargetUrl) ?? DOWNLOAD_APP_PATH} variant="inverse">
            Download app
          </ButtonLink>
        </div>
        <Link
          href={target}
          className="hidden items-center gap-3 rounded-xl bg-white p-2 pr-4 text-ink hover:bg-teal-50 focus:outline-none focus-visible:ring-4 focus-visible:ring-teal-300 md:flex"
        >
          <QrCode target={target} label="QR code of the download page" className="h-20 w-20" />
          <span className="text-sm font-semibold">
            Scan or open
            <br />
            the download page
          </span>
        </Link>
      </div>
    </section>
  );
}
