// The frame every block sits in: a centred column with generous spacing and an optional
// heading (h2: the page's h1 is its first header block or the page title).
import type { ReactNode } from 'react';

export function Section({
  title,
  summary,
  id,
  children,
  className = '',
  width = 'max-w-6xl',
}: {
  title?: string | null | undefined;
  summary?: string | null | undefined;
  id?: string | undefined;
  children: ReactNode;
  className?: string;
  width?: string;
}) {
  return (
    <section id={id} className={`px-4 py-12 sm:py-16 ${className}`.trim()} aria-label={title ?? undefined}>
      <div className={`mx-auto ${width}`}>
        {(title || summary) && (
          <div className="mb-8 max-w-3xl">
            {title && <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h2>}
            {summary && <p className="mt-3 text-lg text-muted">{summary}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
