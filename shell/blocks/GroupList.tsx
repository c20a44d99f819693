// groupList: a titled list of items whose shape depends on `kind` (demo/seed/README.md):
// data, faq, info, location, people, testimony, item, clinicPage, news, service.
import * as v from 'valibot';
import { Carousel } from '../../widgets/kit/Carousel';
import { ClinicPageDocSchema, docOf, docsOf, itemsOf, LocationDocSchema, NewsDocSchema, ServiceDocSchema, TeamMemberSchema } from '../../shared/content/docs';
import { ImageSchema } from '../../shared/content/images';
import { DataItemSchema, FaqItemSchema, InfoItemSchema, ItemSchema, TestimonyItemSchema } from '../../shared/content/blocks';
import { NewsGrid } from '../news/NewsCard';
import { useServiceHref } from '../navigation/useNavigation';
import { RichText } from '../RichText';
import { Link } from '../router/Link';
import { ActionButton } from '../ui/Button';
import { ContentImage } from '../ui/ContentImage';
import { Section } from '../ui/Section';
import { LocationCard } from './LocationCard';
import { TeamMembers } from './TeamList';
import type { BlockProps } from './types';

const cardClass = 'flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm';

function DataList({ items }: { items: unknown[] }) {
  const stats = itemsOf(DataItemSchema, items);
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.id} className="flex flex-col-reverse rounded-2xl bg-teal-50 p-6 text-center">
          <dt className="mt-2 text-muted">{s.label}</dt>
          <dd className="text-4xl font-bold text-primary">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FaqList({ items }: { items: unknown[] }) {
  const faqs = itemsOf(FaqItemSchema, items);
  return (
    <div className="max-w-3xl divide-y divide-line rounded-2xl border border-line bg-white">
      {faqs.map((faq) => (
        <details key={faq.id} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
            {faq.question}
            <span aria-hidden="true" className="text-xl text-primary transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <RichText value={faq.answer} className="mt-3 text-muted" />
        </details>
      ))}
    </div>
  );
}

function InfoList({ items }: { items: unknown[] }) {
  const infos = itemsOf(InfoItemSchema, items);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {infos.map((info) => (
        <li key={info.id} className={cardClass}>
          {info.image && <ContentImage image={info.image} className="aspect-video w-full bg-teal-50 object-cover" />}
          <div className="p-5">
            <h3 className="text-lg font-semibold text-ink">{info.title}</h3>
            <RichText value={info.body} className="mt-2 text-muted" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function LocationList({ items }: { items: unknown[] }) {
  const locations = docsOf(LocationDocSchema, items);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {locations.map((location) => (
        <li key={location.id}>
          <LocationCard location={location} />
        </li>
      ))}
    </ul>
  );
}

function TestimonyList({ items, label }: { items: unknown[]; label: string }) {
  const testimonies = itemsOf(TestimonyItemSchema, items);
  if (testimonies.length === 0) return null;
  return (
    <Carousel label={label} slidesPerView="testimony">
      {testimonies.map((t) => (
        // Room at the sides and top for the carousel's arrows and pause button, which sit over the slides.
        <figure key={t.id} className="mx-2 flex h-full flex-col rounded-2xl bg-teal-50 px-12 pb-6 pt-14">
          <blockquote className="flex-1 text-lg text-ink">
            <p>“{t.quote}”</p>
          </blockquote>
          <figcaption className="mt-6 flex items-center gap-3">
            {t.image && <ContentImage image={{ url: t.image.url, alt: '' }} className="h-12 w-12 rounded-full bg-white object-cover" />}
            <span>
              <span className="block font-semibold text-ink">{t.name}</span>
              {t.location && <span className="block text-sm text-muted">{t.location}</span>}
            </span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}

function ItemList({ items }: { items: unknown[] }) {
  const entries = itemsOf(ItemSchema, items);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {entries.map((item) => (
        <li key={item.id} className={cardClass}>
          {item.image && <ContentImage image={item.image} className="aspect-video w-full bg-teal-50 object-contain p-4" />}
          <div className="flex flex-1 flex-col p-5">
            <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
            <RichText value={item.body} className="mt-2 flex-1 text-muted" />
            <div className="mt-4">
              <ActionButton label={item.actionButtonLabel} url={item.actionButtonTargetUrl} variant="secondary" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function ClinicPageList({ items }: { items: unknown[] }) {
  const clinics = docsOf(ClinicPageDocSchema, items);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {clinics.map((clinic) => {
        const location = docOf(LocationDocSchema, clinic.location);
        const image = location?.images?.[0] ? v.safeParse(ImageSchema, location.images[0]) : null;
        return (
          <li key={clinic.id} className={`${cardClass} group relative`}>
            {image?.success && <ContentImage image={{ url: image.output.url, alt: '' }} className="aspect-video w-full bg-teal-50 object-cover" />}
            <div className="p-5">
              <h3 className="text-lg font-semibold text-ink group-hover:text-primary">
                <Link href={`/clinic/${clinic.slug}`} className="after:absolute after:inset-0 focus:outline-none focus-visible:underline">
                  {clinic.title}
                </Link>
              </h3>
              {location?.friendlyAddress && <p className="mt-2 text-muted">{location.friendlyAddress}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function ServiceList({ items }: { items: unknown[] }) {
  const services = docsOf(ServiceDocSchema, items);
  const hrefOf = useServiceHref();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id} className={`${cardClass} group relative`}>
          {service.image && <ContentImage image={{ url: service.image.url, alt: '' }} className="h-40 w-full bg-teal-50 object-contain p-4" />}
          <div className="p-5">
            <h3 className="text-lg font-semibold text-ink group-hover:text-primary">
              <Link href={hrefOf(service.slug)} className="after:absolute after:inset-0 focus:outline-none focus-visible:underline">
                {service.title}
              </Link>
            </h3>
            {service.subtitle && <p className="mt-2 text-muted">{service.subtitle}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function GroupList({ block }: BlockProps<'groupList'>) {
  const items = block.items ?? [];
  const label = block.title ?? '';
  let body;
  switch (block.kind) {
    case 'data':
      body = <DataList items={items} />;
      break;
    case 'faq':
      body = <FaqList items={items} />;
      break;
    case 'info':
      body = <InfoList items={items} />;
      break;
    case 'location':
      body = <LocationList items={items} />;
      break;
    case 'people':
      body = <TeamMembers members={itemsOf(TeamMemberSchema, items)} display="cards" label={label || 'Our people'} />;
      break;
    case 'testimony':
      body = <TestimonyList items={items} label={label || 'Testimonials'} />;
      break;
    case 'item':
      body = <ItemList items={items} />;
      break;
    case 'clinicPage':
      body = <ClinicPageList items={items} />;
      break;
    case 'news':
      body = <NewsGrid items={docsOf(NewsDocSchema, items)} />;
      break;
    case 'service':
      body = <ServiceList items={items} />;
      break;
  }
  return (
    <Section title={block.title} summary={block.summary}>
      {body}
    </Section>
  );
}
