// The gallery's full-screen viewer: previous, next and close buttons, Left/Right arrow keys
// and Escape, wrapping from the last picture to the first and back. Markup only, in the page
// from the start: a closed dialog with one figure per picture, which the gallery's pictures
// open (shell/islands/dialogs.ts) at their own (shell/islands/lightbox.ts).
import type { GalleryImage } from '../../shared/content/docs';
import { safeSrc } from '../../shared/content/images';
import { PlainDialog } from '../ui/PlainDialog';

const control =
  'absolute z-10 inline-flex h-12 w-12 items-center justify-center rounded-full bg-white/90 text-2xl text-ink shadow-lg hover:bg-white focus:outline-none focus-visible:ring-4 focus-visible:ring-teal-300';

export const pictureTitle = (index: number, count: number, caption: string | null | undefined) =>
  `Picture ${index + 1} of ${count}${caption ? `: ${caption}` : ''}`;

export function Lightbox({ id, images }: { id: string; images: readonly GalleryImage[] }) {
  const titleId = `${id}-title`;
  const count = images.length;
  return (
    <PlainDialog
      id={id}
      labelledBy={titleId}
      data={{ 'data-lightbox': '' }}
      backdropClassName="bg-black/95"
      panelClassName="flex h-full w-full max-w-6xl flex-col items-center justify-center"
    >
      <p id={titleId} className="sr-only" data-lightbox-title="">
        {pictureTitle(0, count, images[0]?.caption)}
      </p>
      <button type="button" className={`${control} right-2 top-2`} aria-label="Close" data-dialog-close="" data-autofocus="">
        <span aria-hidden="true">×</span>
      </button>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${control} bottom-4 left-4 sm:bottom-auto sm:left-2 sm:top-1/2 sm:-translate-y-1/2`}
            aria-label="Previous picture"
            data-lightbox-step="-1"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={`${control} bottom-4 right-4 sm:bottom-auto sm:right-2 sm:top-1/2 sm:-translate-y-1/2`}
            aria-label="Next picture"
            data-lightbox-step="1"
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
      {images.map((image, i) => {
        const src = safeSrc(image.url);
        return (
          // No display class on the figure itself: `hidden` must win (a class like flex would not let it).
          // The picture takes the panel's width and as much of the screen's height as the caption
          // leaves (phones keep room for the arrows below), whatever its own pixel size: a
          // small upload or an SVG scales up rather than sitting small in the middle.
          <figure key={image.id ?? i} hidden={i !== 0} data-lightbox-figure="" data-title={pictureTitle(i, count, image.caption)} className="w-full">
            <div className="flex flex-col items-center px-2 pb-20 sm:px-16 sm:pb-0">
              {src && (
                <img
                  src={src}
                  alt={image.alt ?? ''}
                  loading="lazy"
                  className="h-auto max-h-[calc(100vh-10rem)] w-full object-contain sm:max-h-[calc(100vh-6rem)]"
                />
              )}
              <figcaption className="mt-4 text-center text-white" aria-live="polite">
                {image.caption && <span className="font-medium">{image.caption} · </span>}
                <span className="text-white/70">
                  {i + 1} / {count}
                </span>
              </figcaption>
            </div>
          </figure>
        );
      })}
    </PlainDialog>
  );
}
