// The footer: newsletter sign-up, three clinic locations, the main
// location's contact details (or the first's), social links, Terms & Conditions, a
// download-app button and the copyright with the current year.
import { locations } from '../content/queries';
import { useQuery } from '../content/useQuery';
import { clinicLocations, contactValue, mainLocation, socialLinks, telHref } from '../locations/locations';
import { Link } from '../router/Link';
import { site } from '../site';
import { ButtonLink } from '../ui/Button';
import { Skeleton } from '../ui/states';
import { Widget } from '../ui/Widget';
import { AppBanner } from './AppBanner';

export const TERMS_PATH = '/info/terms-conditions';
export const LOCATIONS_KEY = 'locations';

const SOCIAL_ICONS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8Z',
  Instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  LinkedIn: 'M4 9h4v12H4V9Zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h4v2c.6-1.2 2-2.2 4-2.2 3.5 0 4 2.3 4 5.2v7h-4v-6c0-1.5 0-3.2-2-3.2s-2.3 1.5-2.3 3.1V21h-4V9Z',
  Twitter: 'M4 4h4.5l4 5.6L17 4h3l-6 7.2L21 20h-4.5l-4.4-6.1L7 20H4l6.6-7.9L4 4Z',
};

export function copyright(name: string, now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${name}. All rights reserved.`;
}

const headingClass = 'text-sm font-semibold uppercase tracking-wider text-teal-200';

export function Footer() {
  const state = useQuery(LOCATIONS_KEY, locations);
  const all = state.status === 'ready' ? state.data : [];
  const clinics = clinicLocations(all);
  const main = mainLocation(clinics);
  const phone = main && contactValue(main, 'Phone');
  const email = main && contactValue(main, 'Email');
  const poBox = main && contactValue(main, 'PO Box');
  const social = socialLinks(main);
  // The page's own app promo or newsletter block stands in for the footer's copy
  // (./footerCopies.css: by the markup, so the server's page is right without script).

  return (
    <footer className="mt-auto bg-teal-900 text-white">
      <div data-footer-copy="appPromo">
        <AppBanner />
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-newsletter" data-footer-copy="newsletter">
          <h2 id="footer-newsletter" className={headingClass}>
            Newsletter
          </h2>
          <p className="mt-3 text-white/80">One email a month with advice and news from our clinics.</p>
          <div className="mt-4 rounded-xl bg-white p-3 text-ink">
            <Widget tag="vet-newsletter" attributes={{ loading: 'lazy' }} />
          </div>
        </section>
        <section aria-labelledby="footer-clinics" className="lg:col-span-2" data-footer-clinics>
          <h2 id="footer-clinics" className={headingClass}>
            Our clinics
          </h2>
          {state.status === 'loading' ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              <Skeleton className="h-20 bg-white/10" />
              <Skeleton className="h-20 bg-white/10" />
              <Skeleton className="h-20 bg-white/10" />
            </div>
          ) : (
            <ul className="mt-4 grid gap-6 sm:grid-cols-3">
              {clinics.map((clinic) => {
                const clinicPhone = contactValue(clinic, 'Phone');
                return (
                  <li key={clinic.id}>
                    <p className="font-semibold">{clinic.name}</p>
                    {clinic.friendlyAddress && <p className="mt-1 text-sm text-white/80">{clinic.friendlyAddress}</p>}
                    {clinicPhone && (
                      <a href={telHref(clinicPhone)} className="mt-1 inline-block text-sm text-teal-200 hover:underline">
                        {clinicPhone}
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Contact us
          </h2>
          {main && (
            <address className="mt-4 space-y-1 not-italic text-white/90">
              <p className="font-semibold text-white">{main.name}</p>
              {main.friendlyAddress && <p>{main.friendlyAddress}</p>}
              {phone && (
                <p>
                  Phone:{' '}
                  <a href={telHref(phone)} className="text-teal-200 hover:underline">
                    {phone}
                  </a>
                </p>
              )}
              {email && (
                <p>
                  Email:{' '}
                  <a href={`mailto:${email}`} className="break-all text-teal-200 hover:underline">
                    {email}
                  </a>
                </p>
              )}
              {poBox && <p>{poBox}</p>}
            </address>
          )}
          {social.length > 0 && (
            <ul className="mt-5 flex gap-3" aria-label="Social media">
              {social.map((link) => (
                <li key={link.kind}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${link.kind} (opens in a new tab)`}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus:outline-none focus-visible:ring-2 focus-visible:ring-teal-200"
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
                      <path fill="currentColor" d={SOCIAL_ICONS[link.kind]} />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{copyright(site.name)}</p>
          <div className="flex flex-wrap items-center gap-4">
            <Link href={TERMS_PATH} className="hover:text-white hover:underline">
              Terms &amp; Conditions
            </Link>
            <ButtonLink href="/download-app" variant="inverse" className="py-2">
              Download app
            </ButtonLink>
          </div>
        </div>
      </div>
    </footer>
  );
}
