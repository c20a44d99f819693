// A booking taken on the phone: the appointment type and the pets, a time from the same slot
// engine the online flow uses (so the two can never both have it), then the client. An email
// address is optional; with one the client gets the usual confirmation and manage link.
import { useState } from 'react';
import type { DeskApi } from '../../../shared/api/desk';
import { formatDayLabel } from '../../../shared/format/calendarDays';
import { Button, Checkbox, Modal, Select, Spinner, TextArea, TextField, LoadError } from '../../kit';
import { keptKey } from '../../kit/keptKey';
import { useWidget, useWidgetQuery } from '../../kit/WidgetContext';
import { chosenTime, DayTimes, useDeskTimes } from '../DayTimes';
import { useDiary, useDiaryActions } from './store';

export const CATALOGUE_FAILED = 'We could not load the appointment types. Please try again.';
export const CLIENT_REQUIRED = 'Please give the client’s first name, last name and phone.';
export const PET_REQUIRED = 'Please give each pet’s name and species.';
const MAX_PETS = 3;

export function PhoneBookingForm({ api, clinicId, onClose }: { api: DeskApi; clinicId: string; onClose: () => void }) {
  const { emit, config } = useWidget();
  const [attempts] = useState(() => keptKey(`desk-phone-booking:${config.vetId}`));
  const diaryDay = useDiary((s) => s.day);
  const busy = useDiary((s) => s.busy);
  const { phoneBooking, noticed } = useDiaryActions();
  const catalogue = useWidgetQuery(`desk:catalogue:${clinicId}`, (signal) => api.catalogue(clinicId, { signal }), { refetchOnMount: true });
  const [typeId, setTypeId] = useState<number | null>(null);
  const [pets, setPets] = useState([{ name: '', speciesId: 0 }]);
  const [day, setDay] = useState(diaryDay);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [client, setClient] = useState({ firstName: '', lastName: '', phone: '', email: '' });
  const [newClient, setNewClient] = useState(false);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const times = useDeskTimes(typeId ? `desk:phone:${clinicId}:${typeId}:${pets.length}:${day}` : null, (signal) =>
    api.phoneTimes({ clinicId, date: day, appointmentTypeId: typeId!, petCount: pets.length }, { signal }),
  );
  const chosen = chosenTime(times, slotId);

  if (catalogue.status !== 'ready')
    return (
      <Modal open onClose={onClose} title="Phone booking">
        {catalogue.status === 'loading' ? (
          <Spinner label="Loading the appointment types…" />
        ) : (
          <LoadError message={CATALOGUE_FAILED} onRetry={catalogue.reload} />
        )}
      </Modal>
    );
  const { appointmentTypes, species } = catalogue.data;
  const type = appointmentTypes.find((t) => t.id === typeId);
  const speciesOf = species.filter((s) => !type || type.speciesIds.includes(s.id));
  const petChanged = (at: number, change: Partial<(typeof pets)[number]>) => setPets(pets.map((p, i) => (i === at ? { ...p, ...change } : p)));

  const submit = async () => {
    if (!chosen) return;
    if (pets.some((p) => !p.name.trim() || !p.speciesId)) return setFailure(PET_REQUIRED);
    if (!client.firstName.trim() || !client.lastName.trim() || !client.phone.trim()) return setFailure(CLIENT_REQUIRED);
    const booking = { slotId: chosen.slotId, client, newClient, pets, notes };
    // The same booking pressed again (after a lost answer) goes with the same key, and the
    // server answers the booking it made instead of "that time has been taken".
    const outcome = await phoneBooking(booking, attempts.for(booking));
    if (outcome.ok) {
      attempts.settle();
      emit('vet-clinic-desk:booked', { bookingId: outcome.answer.bookingId, start: chosen.start });
      noticed(
        `Booked ${pets.map((p) => p.name.trim()).join(', ')} with ${chosen.clinician.name} on ${formatDayLabel(day)} at ${chosen.label}${client.email.trim() ? '; the client has been emailed' : ''}.`,
      );
      onClose();
      return;
    }
    setFailure(outcome.message);
    if (outcome.taken) {
      setSlotId(null);
      times.reload();
    }
  };

  return (
    <Modal open onClose={onClose} title="Phone booking" size="lg">
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Select
          label="Appointment type"
          required
          placeholder="Choose a type"
          value={typeId ?? ''}
          options={appointmentTypes.map((t) => ({ value: String(t.id), label: `${t.name} (${t.durationMinutes} min)` }))}
          onChange={(e) => {
            setTypeId(e.target.value ? Number(e.target.value) : null);
            setSlotId(null);
          }}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">Pets</legend>
          {pets.map((pet, at) => (
            <div key={at} className="flex flex-wrap items-end gap-2">
              <TextField label={`Pet ${at + 1} name`} required className="w-48" value={pet.name} onChange={(e) => petChanged(at, { name: e.target.value })} />
              <Select
                label={`Pet ${at + 1} species`}
                required
                className="w-48"
                placeholder="Choose"
                value={pet.speciesId || ''}
                options={speciesOf.map((s) => ({ value: String(s.id), label: s.name }))}
                onChange={(e) => petChanged(at, { speciesId: Number(e.target.value) || 0 })}
              />
              {pets.length > 1 && (
                <Button variant="ghost" size="sm" onClick={() => (setPets(pets.filter((_, i) => i !== at)), setSlotId(null))}>
                  Remove pet {at + 1}
                </Button>
              )}
            </div>
          ))}
          {pets.length < MAX_PETS && (
            <Button variant="secondary" size="sm" onClick={() => (setPets([...pets, { name: '', speciesId: 0 }]), setSlotId(null))}>
              Add a pet
            </Button>
          )}
        </fieldset>
        <DayTimes
          day={day}
          onDay={(d) => {
            setDay(d);
            setSlotId(null);
          }}
          times={typeId ? times : null}
          chosen={slotId}
          onChoose={setSlotId}
        />
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">Client</legend>
          <TextField
            label="First name"
            required
            autoComplete="off"
            value={client.firstName}
            onChange={(e) => setClient({ ...client, firstName: e.target.value })}
          />
          <TextField
            label="Last name"
            required
            autoComplete="off"
            value={client.lastName}
            onChange={(e) => setClient({ ...client, lastName: e.target.value })}
          />
          <TextField
            label="Phone"
            type="tel"
            required
            autoComplete="off"
            value={client.phone}
            onChange={(e) => setClient({ ...client, phone: e.target.value })}
          />
          <TextField
            label="Email (optional)"
            type="email"
            autoComplete="off"
            hint="With an email, the client gets the confirmation and a link to manage the booking."
            value={client.email}
            onChange={(e) => setClient({ ...client, email: e.target.value })}
          />
          <Checkbox label="New client" checked={newClient} onChange={(e) => setNewClient(e.target.checked)} />
        </fieldset>
        <TextArea label="Notes" maxLength={400} value={notes} onChange={(e) => setNotes(e.target.value)} />
        {failure && (
          <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={!chosen} loading={busy}>
          Book {chosen ? `${chosen.label} with ${chosen.clinician.name}` : 'this time'}
        </Button>
      </form>
    </Modal>
  );
}
