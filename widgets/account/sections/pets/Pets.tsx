// The Pets section: a grid of pets and 'Add new pet'; a pet opens its detail/edit form.
// The open pet is in the page URL (?pet=12, ?pet=new): a pet has a link of its own,
// reload keeps it open and Back returns to the grid.
import { Button } from '../../../kit';
import { currentSearch, useWidgetParam, widgetParam, writeWidgetParam } from '../../../kit/urlState';
import { useAccountApi } from '../../context';
import type { Pet, Species } from '../../types';
import { Empty, Loading, SectionHeading, StatusBadge, cardClass, useList } from '../../ui';
import { PetAvatar } from './PetAvatar';
import { PetForm } from './PetForm';
import { vaccinationStatus } from './PetHealth';

export const NO_PETS = 'There are no pets to display';
export const PET_NOT_FOUND = 'That pet was not found in your account. Here are your pets.';

// ?vet-pet=12 (an old link's ?pet=12 too): the pet that is open.
const PET_PARAM = 'pet';
const isPetParam = (value: string) => value === 'new' || /^\d{1,9}$/.test(value);
const show = (pet: Pet | 'new' | null, options?: { replace?: boolean }) =>
  writeWidgetParam(PET_PARAM, pet === null ? null : pet === 'new' ? 'new' : String(pet.id), isPetParam, options);

function describe(pet: Pet): string {
  return [pet.species?.name || pet.otherPetType || pet.type, pet.breed, pet.age].filter(Boolean).join(' · ');
}

export function Pets() {
  const api = useAccountApi();
  const list = useList('pets', () => api.pets(), { items: [], total: 0 });
  const species = useList<Species[]>('species', () => api.species(), []);
  const pets = list.data?.items ?? [];
  // null: the grid; 'new': the add form; a pet: its detail/edit form.
  const wanted = useWidgetParam(PET_PARAM, isPetParam);
  const open: Pet | 'new' | null = wanted === 'new' ? 'new' : (pets.find((p) => String(p.id) === wanted) ?? null);
  const missing = wanted !== null && wanted !== 'new' && open === null && list.data !== null && !list.loading;
  if (wanted && wanted !== 'new' && open === null && list.loading && !list.data) return <Loading label="Loading your pet…" />;

  if (open !== null) {
    const pet = open === 'new' ? null : open;
    return (
      <PetForm
        key={pet ? String(pet.id) : 'new'}
        pet={pet}
        species={species.data ?? []}
        onBack={() => show(null)}
        onSaved={(saved) => {
          list.set((current) => {
            const items = current?.items ?? [];
            const exists = items.some((p) => p.id === saved.id);
            return {
              items: exists ? items.map((p) => (p.id === saved.id ? saved : p)) : [...items, saved],
              total: exists ? (current?.total ?? 0) : (current?.total ?? 0) + 1,
            };
          });
          // A new pet stays open, now as itself (its own URL), so its photo can be added.
          if (!pet) show(saved, { replace: true });
        }}
        onDeleted={(gone) => {
          list.set((current) => ({ items: (current?.items ?? []).filter((p) => p.id !== gone.id), total: Math.max(0, (current?.total ?? 1) - 1) }));
          show(null, { replace: true });
        }}
      />
    );
  }

  return (
    <div>
      <SectionHeading action={<Button onClick={() => show('new')}>Add new pet</Button>}>Pets</SectionHeading>
      {missing && (
        <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          {PET_NOT_FOUND}
        </p>
      )}
      {list.loading && !list.data ? (
        <Loading label="Loading your pets…" />
      ) : pets.length === 0 ? (
        <Empty>{NO_PETS}</Empty>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {pets.map((pet) => (
            <li key={pet.id}>
              <a
                href={`?${new URLSearchParams({ ...Object.fromEntries(currentSearch()), [widgetParam(PET_PARAM)]: String(pet.id) })}`}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // a new tab: let the browser
                  event.preventDefault();
                  show(pet);
                }}
                className={`${cardClass} flex w-full items-center gap-4 text-left hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary`}
              >
                <PetAvatar name={pet.name} photoUrl={pet.photoUrl} />
                <span className="min-w-0">
                  <span className="block truncate text-lg font-semibold text-ink">{pet.name}</span>
                  <span className="block text-sm text-muted">{describe(pet)}</span>
                  <span className="mt-1 flex flex-wrap gap-1">
                    {pet.isLinkedToPms && <StatusBadge label="Linked to your clinic" severity="info" />}
                    {vaccinationStatus(pet) && <StatusBadge {...vaccinationStatus(pet)!} />}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
