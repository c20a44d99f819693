// Adding or editing a clinician: their name, whether they still work for the group, the
// appointment types they do, and per clinic whether they work there and their week.
import type { DeskSetup, SetupClinician } from '../../../shared/api/deskSetup';
import { Button, Checkbox, TextField } from '../../kit';
import { Fieldset, useRevealOnMount } from '../../kit/form';
import type { ClinicianDraft, DayDraft, Weekday } from './drafts';
import { HoursEditor } from './HoursEditor';
import { CheckGroup, FormFailure, formHeadingClass, useFocusOnRefusal } from './parts';
import { useSetup, useSetupActions } from './store';

export function ClinicianForm({
  setup,
  id,
  draft,
  onSaved,
}: {
  setup: DeskSetup;
  id: number | null;
  draft: ClinicianDraft;
  onSaved: (clinician: SetupClinician) => void;
}) {
  const errors = useSetup((s) => s.errors);
  const failure = useSetup((s) => s.failure);
  const busy = useSetup((s) => s.busy);
  const { clinicianEdited, saveClinician, cancelled } = useSetupActions();
  const heading = useRevealOnMount<HTMLHeadingElement>();
  const { form, refused } = useFocusOnRefusal();
  const headingId = `desk-setup-clinician-${id ?? 'new'}`;
  const title = id === null ? 'Add clinician' : `Edit ${setup.clinicians.find((c) => c.id === id)?.name ?? 'clinician'}`;

  const toggle = (ids: number[], typeId: number, on: boolean) => (on ? [...ids.filter((x) => x !== typeId), typeId] : ids.filter((x) => x !== typeId));
  const clinicChanged = (clinicId: string, works: boolean) =>
    clinicianEdited((d) => ({ ...d, clinics: { ...d.clinics, [clinicId]: { ...d.clinics[clinicId]!, works } } }));
  const dayChanged = (clinicId: string, day: Weekday, change: Partial<DayDraft>) =>
    clinicianEdited((d) => {
      const clinic = d.clinics[clinicId]!;
      return { ...d, clinics: { ...d.clinics, [clinicId]: { ...clinic, days: { ...clinic.days, [day]: { ...clinic.days[day], ...change } } } } };
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
        void saveClinician(onSaved).then((outcome) => outcome.ok || refused());
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') cancelled();
      }}
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className={formHeadingClass}>
        {title}
      </h3>
      <TextField
        label="Name"
        required
        autoComplete="off"
        className="max-w-md"
        value={draft.name}
        error={errors.name}
        disabled={busy}
        onChange={(e) => clinicianEdited((d) => ({ ...d, name: e.target.value }))}
      />
      {id !== null && (
        <Checkbox
          label="Active"
          hint="Inactive clinicians are not offered for bookings."
          checked={draft.active}
          disabled={busy}
          error={errors.active}
          onChange={(e) => clinicianEdited((d) => ({ ...d, active: e.target.checked }))}
        />
      )}
      <CheckGroup legend="Appointment types they do" error={errors.typeIds}>
        {setup.appointmentTypes.length === 0 ? (
          <p className="text-sm text-muted">No appointment types yet.</p>
        ) : (
          setup.appointmentTypes.map((type) => (
            <Checkbox
              key={type.id}
              label={type.active ? type.name : `${type.name} (not active)`}
              checked={draft.typeIds.includes(type.id)}
              disabled={busy}
              onChange={(e) => clinicianEdited((d) => ({ ...d, typeIds: toggle(d.typeIds, type.id, e.target.checked) }))}
            />
          ))
        )}
      </CheckGroup>
      {setup.clinics.map((clinic) => {
        const own = draft.clinics[clinic.id];
        if (!own) return null;
        return (
          <Fieldset key={clinic.id} legend={clinic.name} hint={own.works ? 'Times in steps of 15 minutes.' : undefined}>
            <Checkbox
              label="Works here"
              checked={own.works}
              disabled={busy}
              error={errors[`clinics.${clinic.id}`]}
              onChange={(e) => clinicChanged(clinic.id, e.target.checked)}
            />
            {own.works && (
              <HoursEditor
                clinicId={clinic.id}
                days={own.days}
                kept={own.kept}
                errors={errors}
                disabled={busy}
                onChange={(day, change) => dayChanged(clinic.id, day, change)}
              />
            )}
          </Fieldset>
        );
      })}
      <FormFailure message={failure ?? errors[''] ?? null} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          Save clinician
        </Button>
        <Button variant="secondary" disabled={busy} onClick={cancelled}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
