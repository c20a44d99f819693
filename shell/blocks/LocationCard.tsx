// One location: a static map placeholder (450x300; the product ships without a maps key),
// the address, phone, email, opening hours and a Google Maps directions link.
import { MAP_IMAGE_SIZE } from '../../shared/domain/limits';
import type { LocationDoc } from '../../shared/content/docs';
import { contactValue, directionsUrl, formatTime, openingHours, telHref } from '../locations/locations';
import { Link } from '../router/Link';
import { MapPlaceholder } from '../../widgets/fundraiser/MapPlaceholder';

/** `wide`: map beside the details from 768 px (a location shown on its own, not in a grid). */
export function LocationCard({
  location,
  headingLevel = 3,
  clinicHref,
  wide = false,
}: {
  location: LocationDoc;
  headingLevel?: 2 | 3;
  clinicHref?: string | null;
  wide?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const phone = contactValue(location, 'Phone');
  const email = contactValue(location, 'Email');
  const directions = directionsUrl(location);
  const hours = openingHours(location);
  return (
    <article className={`flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm ${wide ? 'md:flex-row' : ''}`}>
      <div className={wide ? 'md:w-1/2 md:shrink-0' : ''}>
        <MapPlaceholder name={location.name} size={MAP_IMAGE_SIZE.locationCard} className="rounded-xl" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold text-ink">
          {clinicHref ? (
            <Link href={clinicHref} className="hover:text-primary">
              {location.name}
            </Link>
          ) : (
            location.name
          )}
        </Heading>
        {location.friendlyAddress && <p className="text-muted">{location.friendlyAddress}</p>}
        <ul className="space-y-1 text-sm">
          {phone && (
            <li>
              <span className="font-medium text-ink">Phone: </span>
              <a className="text-primary hover:underline" href={telHref(phone)}>
                {phone}
              </a>
            </li>
          )}
          {email && (
            <li>
              <span className="font-medium text-ink">Email: </span>
              <a className="break-all text-primary hover:underline" href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          )}
        </ul>
        {hours.length > 0 && (
          <details className="text-sm text-muted">
            <summary className="cursor-pointer font-medium text-ink">Opening hours</summary>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {hours.map((h, i) => (
                <div key={h.id ?? i} className="contents">
                  <dt>{h.day}</dt>
                  <dd>
                    {formatTime(h.from)} – {formatTime(h.to)}
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        )}
        {directions && (
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-auto inline-flex items-center gap-1 pt-2 font-semibold text-primary hover:underline"
          >
            Get directions<span className="sr-only"> to {location.name} (opens in a new tab)</span> <span aria-hidden="true">→</span>
          </a>
        )}
      </div>
    </article>
  );
}
