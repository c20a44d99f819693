// appPromo: the app's promotion. On desktop a code to scan that points at the download
// page (the promo's qrCodeTargetUrl); on mobile a 'Download app' button instead, and no
// words about scanning (a phone cannot scan its own screen).
// On the download page itself the promo shows the App Store and Google Play links instead
// of links that would only lead back to the same page.
import { AppPromoDocSchema, docOf, type AppPromoDoc } from '../../shared/content/docs';
import { RichText, safeHref } from '../RichText';
import { Link } from '../router/Link';
import { ButtonLink } from '../ui/Button';
import { ContentImage } from '../ui/ContentImage';
import { QrCode } from '../ui/QrCode';
import { useLocation } from '../router/history';
import { normalizePath } from '../navigation/paths';
import { StoreLinks } from './StoreLinks';
import type { BlockProps } from './types';

export const DOWNLOAD_APP_PATH = '/download-app';

const qrCardClass = 'flex w-48 flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center shadow-lg';

export function AppPromoPanel({ promo }: { promo: AppPromoDoc }) {
  const qrTarget = safeHref(promo.qrCodeTargetUrl) ?? DOWNLOAD_APP_PATH;
  const download = safeHref(promo.actionButtonTargetUrl) ?? DOWNLOAD_APP_PATH;
  const here = normalizePath(useLocation().pathname);
  const onDownloadPage = normalizePath(download) === here || normalizePath(qrTarget) === here;
  return (
    <section aria-label={promo.title ?? 'Our app'} data-block="appPromo" className="bg-teal-50 px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-[1fr_auto]">
        <div>
          {promo.title && <h2 className="text-3xl font-bold tracking-tight text-ink">{promo.title}</h2>}
          {promo.summary && <p className="mt-3 text-lg text-muted">{promo.summary}</p>}
          <RichText value={promo.body} className="mt-3 text-muted" />
          {onDownloadPage ? (
            <div className="mt-6">
              <StoreLinks />
            </div>
          ) : (
            <div className="mt-6 md:hidden">
              <ButtonLink href={download}>{promo.actionButtonLabel || 'Download app'}</ButtonLink>
            </div>
          )}
        </div>
        {/* Desktop: a code to scan with the phone (on the download page, this page's address,
            to carry it over to the phone). Phones have the button or the store links above. */}
        <div className="hidden items-center gap-6 md:flex">
          <ContentImage image={promo.image} className="h-40 w-auto" />
          {onDownloadPage ? (
            <div className={qrCardClass}>
              <QrCode target={qrTarget} label="QR code of this page" className="h-36 w-36" />
              <span className="text-sm font-semibold text-primary">Scan to open this page on your phone</span>
            </div>
          ) : (
            <Link href={qrTarget} className={`${qrCardClass} hover:shadow-xl focus:outline-none focus-visible:ring-4 focus-visible:ring-primary`}>
              <QrCode target={qrTarget} label="QR code of the download page" className="h-36 w-36" />
              <span className="text-sm font-semibold text-primary">Scan with your phone camera to get the app</span>
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

export function AppPromo({ block }: BlockProps<'appPromo'>) {
  const promo = docOf(AppPromoDocSchema, block.promo);
  return promo ? <AppPromoPanel promo={promo} /> : null;
}
