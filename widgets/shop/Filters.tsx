// The Brands and Categories filter groups: multi-select checkboxes, each
// group a fieldset named by its legend. On a narrow screen they fold behind a 'Filters'
// toggle so the products come first.
import { useId, useState } from 'react';
import { Checkbox } from '../kit/Checkbox';
import { Spinner } from '../kit/Spinner';
import { useShop, useShopActions } from './store';

/**
 * A long group (more than GROUP_FOLD_OVER) shows GROUP_PREVIEW at first, and the chosen ones
 * always, then 'Show all'. A group of a dozen shows whole: folding away two saves nothing.
 */
export const GROUP_PREVIEW = 10;
export const GROUP_FOLD_OVER = 12;

function Group({ legend, options, chosen, onToggle }: { legend: string; options: string[]; chosen: string[]; onToggle: (value: string) => void }) {
  const [all, setAll] = useState(false);
  if (options.length === 0) return null;
  const long = options.length > GROUP_FOLD_OVER;
  const shown = !long || all ? options : options.filter((o, i) => i < GROUP_PREVIEW || chosen.includes(o));
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 text-base font-bold text-ink">{legend}</legend>
      <div className="flex flex-col gap-2">
        {shown.map((option) => (
          <Checkbox key={option} label={option} checked={chosen.includes(option)} onChange={() => onToggle(option)} />
        ))}
      </div>
      {long && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll((a) => !a)}
          className="mt-2 text-sm font-semibold text-primary underline hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {all ? `Show fewer ${legend.toLowerCase()}` : `Show all ${options.length} ${legend.toLowerCase()}`}
        </button>
      )}
    </fieldset>
  );
}

export function Filters() {
  const tags = useShop((s) => s.tags);
  const tagsStatus = useShop((s) => s.tagsStatus);
  const brands = useShop((s) => s.query.brands);
  const categories = useShop((s) => s.query.categories);
  const actions = useShopActions();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const chosen = brands.length + categories.length;

  return (
    <aside part="filters" aria-label="Filters" className="lg:w-56 lg:shrink-0">
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => setShown((s) => !s)}
        className="mb-3 inline-flex h-10 items-center gap-2 rounded-md border border-line bg-surface px-4 font-semibold text-ink hover:bg-highlight focus:outline-none focus-visible:ring-2 focus-visible:ring-primary lg:hidden"
      >
        Filters{chosen > 0 ? ` (${chosen})` : ''}
        <span aria-hidden="true">{shown ? '▴' : '▾'}</span>
      </button>
      <div id={panelId} className={`${shown ? 'block' : 'hidden'} mb-4 rounded-lg border border-line p-4 lg:mb-0 lg:block lg:border-0 lg:p-0`}>
        {tagsStatus === 'loading' && <Spinner label="Loading filters…" />}
        {tagsStatus === 'error' && <p className="text-sm text-muted">Filters are not available right now.</p>}
        {tags && (
          <>
            <Group legend="Brands" options={tags.brands} chosen={brands} onToggle={(b) => void actions.brandToggled(b)} />
            <Group legend="Categories" options={tags.categories} chosen={categories} onToggle={(c) => void actions.categoryToggled(c)} />
          </>
        )}
        {chosen > 0 && (
          <button
            type="button"
            onClick={() => void actions.filtersCleared()}
            className="text-sm font-semibold text-primary underline hover:no-underline focus:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            Clear filters
          </button>
        )}
      </div>
    </aside>
  );
}
