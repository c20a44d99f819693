// /404: 'We lost this page', a summary, a 'Go Home' button to /, and the
// picture from the fixed 'not-found image' fragment.
import { useFragment } from '../layout/ContentBanner';
import { pageTitle, useHead } from '../seo';
import { ButtonLink } from '../ui/Button';
import { ContentImage } from '../ui/ContentImage';
import { Skeleton } from '../ui/states';

export const NOT_FOUND_TITLE = 'We lost this page';
export const NOT_FOUND_SUMMARY = 'The page you were looking for has moved or no longer exists. Try the menu, or head back to the home page.';

export function NotFoundPage() {
  const banner = useFragment('not-found banner');
  const image = useFragment('not-found image');
  useHead('/404', { title: pageTitle(NOT_FOUND_TITLE) });
  return (
    <section aria-labelledby="not-found-title" className="px-4 py-16 sm:py-24">
      <div className="mx-auto grid max-w-5xl items-center gap-10 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Error 404</p>
          <h1 id="not-found-title" className="mt-2 text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            {NOT_FOUND_TITLE}
          </h1>
          <p className="mt-4 text-lg text-muted">{banner.fragment?.summary || NOT_FOUND_SUMMARY}</p>
          <ButtonLink href="/" className="mt-8">
            Go Home
          </ButtonLink>
        </div>
        {image.status === 'loading' ? (
          <Skeleton className="aspect-square w-full max-w-sm" />
        ) : (
          image.fragment?.image && <ContentImage image={image.fragment.image} eager className="mx-auto w-full max-w-sm" />
        )}
      </div>
    </section>
  );
}
