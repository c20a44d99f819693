// The product's images: one large, and a row of thumbnails (buttons) when there are more.
import { useState } from 'react';
import { useWidget } from '../kit/WidgetContext';
import { imageSrc } from '../commerce/links';

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { config } = useWidget();
  const [index, setIndex] = useState(0);
  const current = imageSrc(config.apiBase, images[index] ?? images[0]);
  return (
    <div part="gallery" className="flex flex-col gap-3">
      <div className="flex aspect-square items-center justify-center overflow-hidden rounded-lg border border-line bg-gray-50">
        {current ? <img src={current} alt={name} className="h-full w-full object-contain p-4" /> : <span className="text-muted">No image</span>}
      </div>
      {images.length > 1 && (
        <ul className="flex flex-wrap gap-2" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={`h-16 w-16 overflow-hidden rounded-md border-2 bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${i === index ? 'border-primary' : 'border-line'}`}
              >
                <img src={imageSrc(config.apiBase, image)} alt="" className="h-full w-full object-contain p-1" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
