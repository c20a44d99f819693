// /widgets: the catalogue for marketing staff who place widgets in CMS pages. Every tag of
// the generated manifest with its attributes, events and CSS parts; a form to set the
// attributes, a live preview of the real widget, and the snippet to copy (script + tag, or
// the iframe embed for booking). The chosen tag lives in the query (?tag=) so a link to
// one widget's page can be shared.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '../content/useQuery';
import { portalToast } from '../ui/toasts';
import { PageHeading } from '../pages/PageHeading';
import { navigate } from '../router/history';
import { pageTitle, useHead } from '../seo';
import { site } from '../site';
import { ErrorState, Skeleton } from '../ui/states';
import { Widget } from '../ui/Widget';
import { loadWidgetDocs, type WidgetDoc } from './manifest';
import { IFRAME_TAGS, widgetSnippet, type SnippetKind } from './snippet';

export const SNIPPET_COPIED = 'Snippet copied to clipboard';
export const SNIPPET_COPY_FAILED = 'Failed to copy the snippet: select it and copy it by hand';

const DEFAULT_TAG = 'vet-booking';

export function widgetsHref(tag: string): string {
  return `/widgets?tag=${encodeURIComponent(tag)}`;
}

export function WidgetsPage({ search }: { search: string }) {
  // The catalogue is a form (pickers, live preview, copy) built in the browser.
  const state = useQuery('widget-docs', (_client, signal) => loadWidgetDocs(signal), { server: false });
  useHead('/widgets', { title: pageTitle('Widgets'), description: 'Every widget you can place on a page, with a live preview and the code to paste.' });

  const wanted = new URLSearchParams(search).get('tag')?.toLowerCase() ?? '';
  return (
    <>
      <PageHeading title="Widgets">
        Every widget you can place on a clinic page or in the CMS. Choose one, set its attributes, see it live, then copy the code.
      </PageHeading>
      <div className="px-4 py-10 sm:py-14">
        <div className="mx-auto max-w-7xl">
          {state.status === 'loading' && (
            <div role="status" className="grid gap-6 lg:grid-cols-[18rem_1fr]">
              <span className="sr-only">Loading the widget list…</span>
              <Skeleton className="h-96" />
              <Skeleton className="h-96" />
            </div>
          )}
          {state.status === 'error' && (
            <ErrorState title="The widget list could not be loaded" onRetry={state.reload}>
              The list comes from the widget bundle's manifest. If this portal was just deployed, run the build and try again.
            </ErrorState>
          )}
          {state.status === 'ready' && <Catalogue docs={state.data} wanted={wanted} />}
        </div>
      </div>
    </>
  );
}

function Catalogue({ docs, wanted }: { docs: WidgetDoc[]; wanted: string }) {
  const selectId = useId();
  // Opens on a real flow, the one clinics place most: online booking.
  const chosen = docs.find((d) => d.tag === wanted) ?? docs.find((d) => d.tag === DEFAULT_TAG) ?? docs[0];
  if (!chosen) return <ErrorState title="No widgets in this build">The manifest lists no tags.</ErrorState>;
  const choose = (tag: string) => navigate(widgetsHref(tag), { replace: true });
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
      {/* Phones get a select; the long list only fits beside the details on wide screens. */}
      <div className="lg:hidden">
        <label htmlFor={selectId} className="block text-sm font-semibold text-ink">
          Widget
        </label>
        <select
          id={selectId}
          value={chosen.tag}
          onChange={(e) => choose(e.target.value)}
          className="mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {docs.map((d) => (
            <option key={d.tag} value={d.tag}>
              {d.name} ({d.tag})
            </option>
          ))}
        </select>
      </div>
      <nav aria-label="Widgets" className="hidden lg:block">
        <ul className="space-y-1 rounded-2xl border border-line p-2">
          {docs.map((d) => {
            const current = d.tag === chosen.tag;
            return (
              <li key={d.tag}>
                <a
                  href={widgetsHref(d.tag)}
                  aria-current={current ? 'page' : undefined}
                  onClick={(e) => {
                    // New-tab clicks stay with the browser; a plain click changes the widget in place.
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    choose(d.tag);
                  }}
                  className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
                    current ? 'bg-teal-50 font-semibold text-primary' : 'text-ink hover:bg-gray-50'
                  }`}
                >
                  <span>
                    <span className="block">{d.name}</span>
                    <code className="block text-xs text-muted">&lt;{d.tag}&gt;</code>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {/* A new widget is a new form: values typed for one tag do not carry to another. */}
      <WidgetDetails key={chosen.tag} doc={chosen} />
    </div>
  );
}

function initialValues(doc: WidgetDoc): Record<string, string> {
  const values: Record<string, string> = {};
  for (const a of doc.attributes) values[a.name] = a.name === 'vet-id' ? site.vetId : '';
  return values;
}

/** What the preview gets: the values set, empty ones left to the widget's defaults. */
function filled(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value.trim() !== '')
      .map(([k, value]) => [k, value.trim()]),
  );
}

function WidgetDetails({ doc }: { doc: WidgetDoc }) {
  const [values, setValues] = useState(() => initialValues(doc));
  // The preview changes when asked (a new widget is mounted, with its API calls), not per key.
  const [previewed, setPreviewed] = useState(() => filled(initialValues(doc)));
  const [previewRun, setPreviewRun] = useState(0);
  const [kind, setKind] = useState<SnippetKind>('tag');
  const origin = typeof location === 'undefined' ? '' : location.origin;
  const snippet = useMemo(() => widgetSnippet(kind, origin, doc.tag, filled(values), site.vetId), [kind, origin, doc.tag, values]);
  const headingId = `widget-${doc.tag}`;
  const vetId = values['vet-id']?.trim() || site.vetId;
  const choices = useBookingChoices(
    vetId,
    doc.attributes.some((a) => PICKERS[`${doc.tag} ${a.name}`]),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPreviewed(filled(values));
    setPreviewRun((n) => n + 1);
  };

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-8">
      <header>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
          {doc.name}
        </h2>
        <p className="mt-1">
          <code className="rounded bg-gray-100 px-2 py-0.5 text-sm text-ink">&lt;{doc.tag}&gt;</code>
        </p>
        <p className="mt-3 max-w-3xl text-muted">{capitalise(doc.description)}</p>
      </header>

      <div className="grid gap-8 xl:grid-cols-2">
        <form onSubmit={onSubmit} aria-labelledby={`${headingId}-attrs`} className="space-y-4">
          <h3 id={`${headingId}-attrs`} className="text-lg font-semibold text-ink">
            Attributes
          </h3>
          {doc.attributes.map((a) => {
            const what = PICKERS[`${doc.tag} ${a.name}`];
            return (
              <AttributeField
                key={a.name}
                tag={doc.tag}
                name={a.name}
                description={a.description}
                value={values[a.name] ?? ''}
                onChange={(value) => setValues((old) => ({ ...old, [a.name]: value }))}
                pick={what ? { what, choices, vetId } : undefined}
              />
            );
          })}
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-full bg-primary px-5 py-2.5 text-sm font-semibold text-white hover:bg-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
          >
            Update preview
          </button>
        </form>

        <div className="min-w-0 space-y-3">
          <h3 className="text-lg font-semibold text-ink">Code to paste</h3>
          {IFRAME_TAGS.has(doc.tag) && (
            <fieldset className="flex flex-wrap gap-4">
              <legend className="sr-only">How to place it</legend>
              {(
                [
                  ['tag', 'Script and tag'],
                  ['iframe', 'Iframe'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="inline-flex min-h-6 items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name={`${doc.tag}-kind`}
                    value={value}
                    checked={kind === value}
                    onChange={() => setKind(value)}
                    className="h-4 w-4 accent-primary"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          )}
          <pre
            aria-label="Snippet"
            tabIndex={0}
            className="max-w-full overflow-x-auto whitespace-pre rounded-xl bg-gray-900 p-4 text-xs leading-relaxed text-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            <code>{snippet}</code>
          </pre>
          <button
            type="button"
            onClick={() => void copySnippet(snippet)}
            className="inline-flex items-center justify-center rounded-full border-2 border-primary bg-white px-5 py-2 text-sm font-semibold text-primary hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            Copy snippet
          </button>
        </div>
      </div>

      <div>
        <h3 className="text-lg font-semibold text-ink">Preview</h3>
        <p className="mt-1 text-sm text-muted">The real widget, talking to this portal's server. Bookings and orders made here are real.</p>
        <div aria-label={`${doc.name} preview`} role="region" className="mt-3 rounded-2xl border border-dashed border-line bg-gray-50 p-4 sm:p-6">
          <Widget key={`${previewRun}`} tag={doc.tag} attributes={previewed} />
        </div>
      </div>

      <div className="grid gap-8 md:grid-cols-2">
        <DocList title="Events" empty="This widget fires no events." items={doc.events} />
        <DocList title="CSS parts" empty="No parts documented." items={doc.cssParts} />
      </div>
      {doc.cssProperties.length > 0 && (
        <div>
          <h3 className="text-lg font-semibold text-ink">Theme properties</h3>
          <p className="mt-1 text-sm text-muted">Set these CSS custom properties on the tag or any parent to match the clinic's colours and font.</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {doc.cssProperties.map((p) => (
              <li key={p}>
                <code className="rounded bg-gray-100 px-2 py-0.5 text-sm text-ink">{p}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Prefills that name a record (a clinic, a species) are chosen from the API, not typed as ids. */
const PICKERS: Record<string, 'clinics' | 'species'> = { 'vet-booking clinic': 'clinics', 'vet-booking species': 'species' };

type Choice = { value: string; label: string };
type Choices = { status: 'loading' | 'ready' | 'error'; clinics: Choice[]; species: Choice[] };

async function loadBookingChoices(vetId: string, signal: AbortSignal): Promise<Pick<Choices, 'clinics' | 'species'>> {
  const response = await fetch(`${site.apiBase}/api/v2/appointment/start`, { signal, headers: { accept: 'application/json', 'x-vet-id': vetId } });
  const body = (await response.json()) as { data?: { clinics?: { id: unknown; name?: unknown }[]; species?: Record<string, unknown>[] } };
  if (!response.ok || !body.data) throw new Error('no start data');
  const clinics = (body.data.clinics ?? []).map((c) => ({ value: String(c.id), label: String(c.name ?? c.id) }));
  const species = (body.data.species ?? []).flatMap((entry) => Object.entries(entry).map(([id, name]) => ({ value: id, label: String(name) })));
  return { clinics, species };
}

/** The clinics and species the booking flow offers for this vet group (its start call), once per group. */
function useBookingChoices(vetId: string, wanted: boolean): Choices {
  const choices = useQuery(wanted ? `booking-choices:${vetId}` : null, (_client, signal) => loadBookingChoices(vetId, signal), { server: false });
  return choices.status === 'ready' ? { status: 'ready', ...choices.data } : { status: choices.status, clinics: [], species: [] };
}

const controlClass =
  'mt-1 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** One attribute: typed, or picked from the group's list (`pick`) when it names a record. */
function AttributeField({
  tag,
  name,
  description,
  value,
  onChange,
  pick,
}: {
  tag: string;
  name: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  pick?: { what: 'clinics' | 'species'; choices: Choices; vetId: string } | undefined;
}) {
  const id = `${tag}-attr-${name}`;
  const hint =
    pick?.choices.status === 'error'
      ? `The ${pick.what} of ${pick.vetId} could not be loaded; the client will choose.`
      : description && capitalise(description);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        <code>{name}</code>
      </label>
      {pick ? (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
          disabled={pick.choices.status === 'loading'}
          className={controlClass}
        >
          <option value="">
            {pick.choices.status === 'loading' ? 'Loading…' : `No ${pick.what === 'clinics' ? 'clinic' : 'species'} chosen: the client picks one`}
          </option>
          {pick.choices[pick.what].map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          autoComplete="off"
          spellCheck={false}
          className={controlClass}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

function DocList({ title, empty, items }: { title: string; empty: string; items: { name: string; description: string }[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <dl className="mt-2 divide-y divide-line rounded-xl border border-line">
          {items.map((item) => (
            <div key={item.name} className="px-4 py-3">
              <dt>
                <code className="text-sm font-semibold text-ink break-all">{item.name}</code>
              </dt>
              {item.description && <dd className="mt-1 text-sm text-muted">{capitalise(item.description)}</dd>}
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

async function copySnippet(text: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    portalToast('success', SNIPPET_COPIED);
  } catch {
    portalToast('error', SNIPPET_COPY_FAILED);
  }
}
