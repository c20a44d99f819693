/**
 * <vet-kit-demo>: a small sample widget that shows the kit working (own store, themed
 * styles, keyboard-operable controls, events). Used by demo/index.html and the e2e suite.
 *
 * @attr vet-id, api-base, token, token-url  the common attributes
 * @attr heading      the card title (default 'Plan your visit')
 * @attr pet-count    initial number of pets, 1-3
 * @event vet-kit-demo:changed  { petCount } after the count changes
 * @csspart base      the widget's outer box
 */
import { useEffect, useRef } from 'react';
import { useWidget } from '../kit/WidgetContext';
import { KitDemoStore, MAX_PETS, useGreeted, useKitDemoActions, usePetCount } from './store';

declare module '../kit/events' {
  interface WidgetEventMap {
    'vet-kit-demo:changed': { petCount: number };
  }
}

export interface KitDemoProps {
  heading?: string;
  petCount?: number;
}

export function KitDemo({ heading, petCount }: KitDemoProps) {
  return (
    <KitDemoStore.Provider init={{ petCount }}>
      <KitDemoCard heading={heading?.trim() || 'Plan your visit'} />
    </KitDemoStore.Provider>
  );
}

function KitDemoCard({ heading }: { heading: string }) {
  const { emit, config } = useWidget();
  const count = usePetCount();
  const greeted = useGreeted();
  const actions = useKitDemoActions();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    emit('vet-kit-demo:changed', { petCount: count });
  }, [count, emit]);

  const buttonClass =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-line bg-surface px-3 text-lg font-semibold text-ink hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-50 disabled:cursor-not-allowed';

  return (
    <section aria-labelledby="kit-demo-title" className="rounded-xl border border-line bg-surface p-5 shadow-sm max-w-sm">
      <h2 id="kit-demo-title" className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">Clinic group: {config.vetId}</p>
      <div className="mt-4 flex items-center gap-3" role="group" aria-label="Number of pets">
        <button type="button" className={buttonClass} onClick={actions.petRemoved} disabled={count <= 1} aria-label="One pet fewer">
          −
        </button>
        <output aria-live="polite" className="min-w-16 text-center text-base font-medium" data-testid="pet-count">
          {count} {count === 1 ? 'pet' : 'pets'}
        </output>
        <button type="button" className={buttonClass} onClick={actions.petAdded} disabled={count >= MAX_PETS} aria-label="One pet more">
          +
        </button>
      </div>
      <button
        type="button"
        onClick={actions.greeted}
        className="mt-4 inline-flex h-10 items-center rounded-md bg-primary px-4 font-semibold text-white hover:bg-hover focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-primary"
      >
        Continue
      </button>
      {greeted && (
        <p role="status" className="mt-3 text-sm text-success">
          Great, we will see {count === 1 ? 'your pet' : `your ${count} pets`} soon.
        </p>
      )}
    </section>
  );
}
