// The Pets section: a grid of pets and 'Add new pet'; a pet opens its detail/edit form.
import { useState } from 'react';
import { Button } from '../../../kit';
import { useAccountApi } from '../../context';
import type { Pet, Species } from '../../types';
import { Empty, Loading, SectionHeading, StatusBadge, cardClass, useLoad } from '../../ui';
import { PetAvatar } from './PetAvatar';
import { PetForm } from './PetForm';

export const NO_PETS = 'There are no pets to display';

function describe(pet: Pet): string {
  return [pet.species?.name || pet.otherPetType || pet.type, pet.breed, pet.age].filter(Boolean).join(' · ');
}

export function Pets() {
  const api = useAccountApi();
  const list = useLoad(() => api.pets(), { items: [], total: 0 });
  const species = useLoad<Species[]>(() => api.species(), []);
  // null: the grid; 'new': the add form; a pet: its detail/edit form.
  const [open, setOpen] = useState<Pet | 'new' | null>(null);
  const pets = list.data?.items ?? [];

  if (open !== null) {
    const pet = open === 'new' ? null : open;
    return (
      <PetForm
        key={pet ? String(pet.id) : 'new'}
        pet={pet}
        species={species.data ?? []}
        onBack={() => setOpen(null)}
        onSaved={(saved) => {
          list.set((current) => {
            const items = current?.items ?? [];
            const exists = items.some((p) => p.id === saved.id);
            return { items: exists ? items.map((p) => (p.id === saved.id ? saved : p)) : [...items, saved], total: exists ? current?.total ?? 0 : (current?.total ?? 0) + 1 };
          });
          // A new pet stays open, now as itself, so its photo can be added.
          setOpen(saved);
        }}
        onDeleted={(gone) => {
          list.set((current) => ({ items: (current?.items ?? []).filter((p) => p.id !== gone.id), total: Math.max(0, (current?.total ?? 1) - 1) }));
          setOpen(null);
        }}
      />
    );
  }

  return (
    <div>
      <SectionHeading action={<Button onClick={() => setOpen('new')}>Add new pet</Button>}>Pets</SectionHeading>
      {list.loading && !list.data ? (
        <Loading label="Loading your pets…" />
      ) : pets.length === 0 ? (
        <Empty>{NO_PETS}</Empty>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {pets.map((pet) => (
            <li key={pet.id}>
              <button
                type="button"
                onClick={() => setOpen(pet)}
                className={`${cardClass} flex w-full items-center gap-4 text-left hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary`}
              >
                <PetAvatar name={pet.name} photoUrl={pet.photoUrl} />
                <span className="min-w-0">
                  <span className="block truncate text-lg font-semibold text-ink">{pet.name}</span>
                  <span className="block text-sm text-muted">{describe(pet)}</span>
                  {pet.isLinkedToPms && (
                    <span className="mt-1 block">
                      <StatusBadge label="Linked to your clinic" severity="info" />
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
