// /photo-share/{id}: a photo shared from an event ('Photo share page'):
// the photo, event title, pet name, entry title and description, with the social preview
// tags set from them. (Crawlers that do not run scripts need the server to add these tags;
// this page sets them for those that do and for the browser tab.)
import { useEffect } from 'react';
import { isApiError } from '../../shared/api/errors';
import { createApiClient } from '../../shared/api/http';
import { createEntryApi } from '../../shared/api/entry';
import { sharedPhotoHead } from '../../shared/format/photoShare';
import type { SharedPhoto } from '../../shared/schemas/entries';
import { useQuery } from '../content/useQuery';
import { useCrumbLabel } from '../layout/crumbLabels';
import { Redirect } from '../router/Redirect';
import { applyHead, pageTitle } from '../seo';
import { site } from '../site';
import { ErrorState, PageSkeleton } from '../ui/states';
import { NOT_FOUND_PATH } from './ContentPage';

/** The photo, read against its schema by the entry API (an answer that is not one is an error). */
function sharedPhoto(id: string, signal: AbortSignal): Promise<SharedPhoto> {
  return createEntryApi(createApiClient({ apiBase: site.apiBase, vetId: site.vetId })).share(id, { signal });
}

export function PhotoSharePage({ id, pathname }: { id: string; pathname: string }) {
  // The shared photo is loaded in the browser.
  const state = useQuery(`photo-share:${id}`, (_client, signal) => sharedPhoto(id, signal), { server: false });
  const photo = state.status === 'ready' ? state.data : null;
  // The breadcrumb names the photo, not its id.
  useCrumbLabel(pathname, photo ? photo.entryTitle : null);

  useEffect(() => {
    if (!photo) return;
    const head = sharedPhotoHead(photo);
    applyHead({ title: pageTitle(head.title), description: head.description });
  }, [photo]);

  if (state.status === 'loading') return <PageSkeleton label="Loading the photo…" />;
  if (state.status === 'error') {
    const { error } = state;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return <Redirect to={NOT_FOUND_PATH} />;
    return <ErrorState onRetry={state.reload} />;
  }
  return <SharedPhotoView photo={state.data} />;
}

function SharedPhotoView({ photo }: { photo: SharedPhoto }) {
  return (
    <article className="px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-primary">{photo.eventTitle}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{photo.entryTitle}</h1>
        <p className="mt-2 text-lg text-muted">{photo.petName}</p>
        <img
          src={`data:image/jpeg;base64,${photo.image.replace(/\s/g, '')}`}
          alt={`${photo.petName}: ${photo.entryTitle}`}
          className="mx-auto mt-8 max-h-[70vh] rounded-2xl shadow-lg"
        />
        {photo.eventDescription && <p className="mt-6 text-lg text-ink">{photo.eventDescription}</p>}
      </div>
    </article>
  );
}
