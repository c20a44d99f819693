// service: a service's title, subtitle, body and picture, then its items as cards.
import { docOf, itemsOf, ServiceDocSchema, ServiceItemSchema, type ServiceDoc } from '../../shared/content/docs';
import { RichText } from '../RichText';
import { ContentImage } from '../ui/ContentImage';
import type { BlockProps } from './types';

export function ServiceDetails({ service, asPageHeading }: { service: ServiceDoc; asPageHeading?: boolean | undefined }) {
  const Heading = asPageHeading ? 'h1' : 'h2';
  const items = itemsOf(ServiceItemSchema, service.items);
  return (
    <section aria-label={service.title} className="px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl">
        <div className="grid items-center gap-10 md:grid-cols-2">
          <div>
            <Heading className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{service.title}</Heading>
            {service.subtitle && <p className="mt-3 text-lg font-medium text-primary">{service.subtitle}</p>}
            <RichText value={service.body} className="mt-4 text-lg text-muted" />
          </div>
          {service.image && <ContentImage image={service.image} className="w-full max-h-80 rounded-2xl bg-teal-50 object-contain p-6" />}
        </div>
        {items.length > 0 && (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                {item.image && <ContentImage image={item.image} className="mb-4 h-16 w-16 rounded-full bg-teal-50 object-cover" />}
                <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                <RichText value={item.body} className="mt-2 text-muted" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function Service({ block }: BlockProps<'service'>) {
  const service = docOf(ServiceDocSchema, block.service);
  return service ? <ServiceDetails service={service} /> : null;
}
