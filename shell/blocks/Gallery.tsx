// gallery: a grid of pictures (1, 2 then 4 columns) that open in the lightbox.
import { useId } from 'react';
import type { GalleryImage } from '../../shared/content/docs';
import { ContentImage } from '../ui/ContentImage';
import { Section } from '../ui/Section';
import { Lightbox } from './Lightbox';
import type { BlockProps } from './types';

export function GalleryGrid({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const lightbox = `lightbox${useId().replace(/[^\w-]/g, '')}`;
  if (images.length === 0) return null;
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.id ?? i}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-controls={lightbox}
              data-dialog-open={lightbox}
              data-lightbox-show={i}
              aria-label={`Open picture ${i + 1} of ${images.length} from ${label}${image.caption ? `: ${image.caption}` : ''}`}
              className="group block w-full overflow-hidden rounded-xl text-left focus:outline-none focus-visible:ring-4 focus-visible:ring-primary"
            >
              <ContentImage
                image={{ url: image.url, alt: image.alt }}
                className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              {image.caption && <span className="mt-2 block text-sm text-muted">{image.caption}</span>}
            </button>
          </li>
        ))}
      </ul>
      <Lightbox id={lightbox} images={images} />
    </>
  );
}

export function Gallery({ block }: BlockProps<'gallery'>) {
  return (
    <Section title={block.title}>
      <GalleryGrid images={block.images} label={block.title ?? 'the gallery'} />
    </Section>
  );
}
