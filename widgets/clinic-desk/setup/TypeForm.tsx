// Adding or editing an appointment type: how long it takes, for which species and clients,
// whether clients can book it online (the desk can always), and whether each pet of a booking
// takes its own duration.
import type { DeskSetup, SetupType } from '../../../shared/api/deskSetup';
import { Button, Checkbox, TextField } from '../../kit';
import { useRevealOnMount } from '../../kit/form';
import { DURATION, type TypeDraft } from './drafts';
import { CheckGroup, FormFailure, formHeadingClass, useFocusOnRefusal } from './parts';
import { useSetup, useSetupActions } from './store';

type Flag = 'forNewClients' | 'forReturningClients' | 'online' | 'perPet' | 'active';

export function TypeForm({ setup, id, draft, onSaved }: { setup: DeskSetup; id: number | null; draft: TypeDraft; onSaved: (type: SetupType) => void }) {
  const errors = useSetup((s) => s.errors);
  const failure = useSetup((s) => s.failure);
  const busy = useSetup((s) => s.busy);
  const { typeEdited, saveType, cancelled } = useSetupActions();
  const heading = useRevealOnMount<HTMLHeadingElement>();
  const { form, refused } = useFocusOnRefusal();
  const headingId = `desk-setup-type-${id ?? 'new'}`;
  const title = id === null ? 'Add appointment type' : `Edit ${setup.appointmentTypes.find((t) => t.id === id)?.name ?? 'appointment type'}`;
  const flag = (name: Flag) => ({
    checked: draft[name],
    disabled: busy,
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => typeEdited((d) => ({ ...d, [name]: e.target.checked })),
  });

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className="space-y-5 rounded-lg border border-primary bg-surface p-5"
      onSubmit={(e) => {
        e.preventDefault();
        void saveType(onSaved).then((outcome) => outcome.ok || refused());
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancelled();
      }}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className={formHeadingClass}>
        {title}
      </h3>
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Name"
          required
          autoComplete="off"
          className="w-full max-w-md"
          value={draft.name}
          error={errors.name}
          disabled={busy}
          onChange={(e) => typeEdited((d) => ({ ...d, name: e.target.value }))}
        />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          required
          min={DURATION.min}
          max={DURATION.max}
          step={DURATION.step}
          hint={`${DURATION.min} to ${DURATION.max}, in steps of ${DURATION.step}.`}
          className="w-48"
          value={draft.durationMinutes}
          error={errors.durationMinutes}
          disabled={busy}
          onChange={(e) => typeEdited((d) => ({ ...d, durationMinutes: e.target.value }))}
        />
      </div>
      <CheckGroup legend="Species" error={errors.speciesIds}>
        {setup.species.map((species) => (
          <Checkbox
            key={species.id}
            label={species.name}
            checked={draft.speciesIds.includes(species.id)}
            disabled={busy}
            onChange={(e) =>
              typeEdited((d) => ({
                ...d,
                speciesIds: e.target.checked ? [...d.speciesIds.filter((x) => x !== species.id), species.id] : d.speciesIds.filter((x) => x !== species.id),
              }))
            }
          />
        ))}
      </CheckGroup>
      <CheckGroup legend="Clients" error={errors.clients}>
        <Checkbox label="New clients" {...flag('forNewClients')} error={undefined} />
        <Checkbox label="Returning clients" {...flag('forReturningClients')} error={undefined} />
      </CheckGroup>
      <div className="space-y-3">
        <Checkbox label="Clients can book online" hint="When off, only the desk can book it." {...flag('online')} />
        <Checkbox label="Each pet takes the duration (else one duration for the booking)" {...flag('perPet')} />
        <Checkbox label="Active" hint="Inactive types are not offered for bookings." {...flag('active')} />
      </div>
      <FormFailure message={failure ?? errors[''] ?? null} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          Save appointment type
        </Button>
        <Button variant="secondary" disabled={busy} onClick={cancelled}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
