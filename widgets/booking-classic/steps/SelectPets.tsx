import { Button, Checkbox, Select, TextField } from '../../kit';
import { GENDERS, MAX_PETS, OTHER_TYPE, PET_TYPES, hasSavedPets, useClassic, useClassicActions } from '../store';

export function SelectPets() {
  const start = useClassic((s) => s.start!);
  const form = useClassic((s) => s.form);
  const errors = useClassic((s) => s.errors);
  const actions = useClassicActions();

  if (hasSavedPets(start))
    return (
      <fieldset className="space-y-3" aria-describedby={errors.petIds ? 'classic-pets-error' : undefined}>
        <legend className="mb-2 font-semibold text-ink">Which pets is the appointment for?</legend>
        {start.pets.map((pet) => (
          <Checkbox
            key={String(pet.id)}
            label={pet.name}
            checked={form.petIds.includes(String(pet.id))}
            aria-invalid={errors.petIds ? true : undefined}
            onChange={(event) => actions.petToggled(String(pet.id), event.target.checked)}
          />
        ))}
        {errors.petIds && (
          <p id="classic-pets-error" className="text-sm text-danger">
            {errors.petIds}
          </p>
        )}
      </fieldset>
    );

  // Signed out (or signed in with no saved pets): the pets are typed in. Signed-in clients
  // only need a name and type; the rest belongs to a visitor the clinic does not know yet.
  const full = !start.user;
  return (
    <div className="space-y-4">
      {form.pets.map((pet, index) => {
        const e = (field: string) => errors[`pets.${index}.${field}`];
        return (
          <fieldset key={index} className="space-y-3 rounded-lg border border-line p-4">
            <legend className="px-1 font-semibold text-ink">Pet {index + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Name"
                required
                value={pet.name}
                error={e('name')}
                autoComplete="off"
                onChange={(event) => actions.petChanged(index, { name: event.target.value })}
              />
              <Select
                label="Type"
                required
                placeholder="Select a type…"
                value={pet.type}
                error={e('type')}
                options={PET_TYPES}
                onChange={(event) => actions.petChanged(index, { type: event.target.value })}
              />
              {full && (
                <>
                  <TextField
                    label="Other type"
                    hint="Only when the type is Other"
                    value={pet.otherPetType}
                    disabled={pet.type !== OTHER_TYPE}
                    onChange={(event) => actions.petChanged(index, { otherPetType: event.target.value })}
                  />
                  <TextField label="Breed" value={pet.breed} onChange={(event) => actions.petChanged(index, { breed: event.target.value })} />
                  <Select
                    label="Gender"
                    placeholder="Select…"
                    value={pet.gender}
                    options={GENDERS}
                    onChange={(event) => actions.petChanged(index, { gender: event.target.value })}
                  />
                  <TextField
                    label="Date of birth"
                    type="date"
                    value={pet.dateOfBirth}
                    onChange={(event) => actions.petChanged(index, { dateOfBirth: event.target.value })}
                  />
                  <TextField
                    label="Weight (kg)"
                    inputMode="decimal"
                    value={pet.weight}
                    onChange={(event) => actions.petChanged(index, { weight: event.target.value.replace(/[^\d.]/g, '') })}
                  />
                  <Select
                    label="Desexed"
                    placeholder="Select…"
                    value={pet.desexed}
                    options={[
                      { value: 'yes', label: 'Yes' },
                      { value: 'no', label: 'No' },
                    ]}
                    onChange={(event) => actions.petChanged(index, { desexed: event.target.value as '' | 'yes' | 'no' })}
                  />
                </>
              )}
            </div>
            {form.pets.length > 1 && (
              <Button variant="ghost" size="sm" onClick={() => actions.petRemoved(index)} aria-label={`Remove pet ${index + 1}`}>
                Remove this pet
              </Button>
            )}
          </fieldset>
        );
      })}
      {form.pets.length < MAX_PETS && (
        <Button variant="secondary" size="sm" onClick={actions.petAdded}>
          Add another pet
        </Button>
      )}
    </div>
  );
}
