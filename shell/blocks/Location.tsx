// location: one location's card under the block's title.
import { docOf, LocationDocSchema } from '../../shared/content/docs';
import { Section } from '../ui/Section';
import { LocationCard } from './LocationCard';
import type { BlockProps } from './types';

export function Location({ block }: BlockProps<'location'>) {
  const location = docOf(LocationDocSchema, block.location);
  if (!location) return null;
  return (
    <Section title={block.title}>
      <div className="max-w-4xl">
        <LocationCard location={location} wide />
      </div>
    </Section>
  );
}
