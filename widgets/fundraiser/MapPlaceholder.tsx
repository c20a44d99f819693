// A map of one place (the fundraiser's pickup, the spec: 600x400, zoom 15; the portal's
// location cards, 450x300). The product ships without a maps key, so this is a drawn
// placeholder named for the place; 'Get directions' beside it opens the real map.
import { MAP_IMAGE_SIZE } from '../../shared/domain/limits';

export function MapPlaceholder({
  name,
  size = MAP_IMAGE_SIZE.fundraiser,
  className = 'rounded-lg',
}: {
  name: string;
  size?: { width: number; height: number };
  /** The corners (the portal's cards are rounder than the widget's). */
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={`Map showing ${name}`}
      className={`relative w-full overflow-hidden bg-teal-50 ${className}`}
      style={{
        aspectRatio: `${size.width} / ${size.height}`,
        maxWidth: size.width,
        backgroundImage:
          'linear-gradient(#ccfbf1 2px, transparent 2px), linear-gradient(90deg, #ccfbf1 2px, transparent 2px), linear-gradient(35deg, transparent 46%, #fde68a 46%, #fde68a 54%, transparent 54%)',
        backgroundSize: '40px 40px, 40px 40px, 100% 100%',
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="absolute left-1/2 top-1/2 h-10 w-10 -translate-x-1/2 -translate-y-full text-primary drop-shadow">
        <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
      </svg>
    </div>
  );
}
