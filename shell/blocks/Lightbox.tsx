// The gallery's full-screen viewer: previous, next and close buttons, Left/Right arrow keys
// and Escape, wrapping from the last picture to the first and back.
import { useId } from 'react';
import type { GalleryImage } from '../content/docs';
import { Dialog } from '../../widgets/kit/Dialog';
import { safeSrc } from '../ui/ContentImage';

/** The index after moving `step` from `index` in a list of `count`, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

const control =
  'absolute z-10 inline-flex h-12 w-12 items-center justify-center rounded-full bg-white/90 text-2xl text-ink shadow-lg hover:bg-white focus:outline-none focus-visible:ring-4 focus-visible:ring-teal-300';

export function Lightbox({
  images,
  index,
  onIndexChange,
  onClose,
}: {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const image = images[index];
  if (!image) return null;
  const go = (step: number) => onIndexChange(wrapIndex(index, step, images.length));
  const src = safeSrc(image.url);
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      backdropClassName="bg-black/95"
      panelClassName="flex h-full w-full max-w-6xl flex-col items-center justify-center"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        else if (event.key === 'ArrowRight') go(1);
        else return;
        event.preventDefault();
      }}
    >
      <p id={titleId} className="sr-only">
        Picture {index + 1} of {images.length}
        {image.caption ? `: ${image.caption}` : ''}
      </p>
      <button type="button" className={`${control} right-2 top-2`} aria-label="Close" onClick={onClose} data-autofocus>
        <span aria-hidden="true">×</span>
      </button>
      {images.length > 1 && (
        <>
          <button
            type="button"
            className={`${control} bottom-4 left-4 sm:bottom-auto sm:left-2 sm:top-1/2 sm:-translate-y-1/2`}
            aria-label="Previous picture"
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${control} bottom-4 right-4 sm:bottom-auto sm:right-2 sm:top-1/2 sm:-translate-y-1/2`}
            aria-label="Next picture"
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      <figure className="flex max-h-full flex-col items-center px-2 pb-20 sm:px-16 sm:pb-0">
        {src && <img src={src} alt={image.alt ?? ''} className="max-h-[80vh] max-w-full rounded-lg object-contain" />}
        <figcaption className="mt-4 text-center text-white" aria-live="polite">
          {image.caption && <span className="font-medium">{image.caption} · </span>}
          <span className="text-white/70">
            {index + 1} / {images.length}
          </span>
        </figcaption>
      </figure>
    </Dialog>
  );
}
