// /photo-share/{id}: a photo shared from an event ('Photo share page'):
// the photo, event title, pet name, entry title and description, with the social preview
// tags set from them. (Crawlers that do not run scripts need the server to add these tags;
// this page sets them for those that do and for the browser tab.)
import { useEffect, useState } from 'react';
import { createApiClient } from '../../shared/api/http';
import { createEntryApi } from '../../shared/api/entry';
import { sharedPhotoHead } from '../../shared/format/photoShare';
import type { SharedPhoto } from '../../shared/schemas/entries';
import { useCrumbLabel } from '../layout/crumbLabels';
import { Redirect } from '../router/Redirect';
import { applyHead, pageTitle } from '../seo';
import { site } from '../site';
import { ErrorState, PageSkeleton } from '../ui/states';
import { NOT_FOUND_PATH } from './ContentPage';
import { needsHydration } from '../router/serverRender';

type State = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; photo: SharedPhoto };

export function PhotoSharePage({ id, pathname }: { id: string; pathname: string }) {
  // The shared photo is loaded in the browser.
  needsHydration();
  const [state, setState] = useState<State>({ status: 'loading' });
  // The breadcrumb names the photo, not its id.
  useCrumbLabel(pathname, state.status === 'ready' ? state.photo.entryTitle : null);

  useEffect(() => {
    const controller = new AbortController();
    const entries = createEntryApi(createApiClient({ apiBase: site.apiBase, vetId: site.vetId }));
    entries.share(id, { signal: controller.signal }).then(
      (photo) => setState({ status: 'ready', photo }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = (error as { status?: unknown } | null)?.status;
        setState(status === 404 || status === 400 ? { status: 'missing' } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [id]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { photo } = state;
    const head = sharedPhotoHead(photo);
    applyHead({ title: pageTitle(head.title), description: head.description });
  }, [state]);

  if (state.status === 'loading') return <PageSkeleton label="Loading the photo…" />;
  if (state.status === 'missing') return <Redirect to={NOT_FOUND_PATH} />;
  if (state.status === 'error') return <ErrorState />;
  const { photo } = state;
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
