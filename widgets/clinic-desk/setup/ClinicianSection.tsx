// The group's clinicians: a row each (where they work, whether active) with its Edit button,
// or the form while one is added or edited. After a save, the bookings the new hours leave
// outside the clinician's week are listed for the desk to move: the server never moves them.
import { useRef } from 'react';
import type { DeskSetup, OutsideHours, SetupClinician } from '../../../shared/api/deskSetup';
import { formatNz } from '../../../shared/format/dates';
import { Button } from '../../kit';
import { ClinicianForm } from './ClinicianForm';
import { editKey, headingClass, useFocusBack, yesNo } from './parts';
import { useSetup, useSetupActions } from './store';

export const OUTSIDE_HOURS = 'These bookings are now outside the clinician’s hours. Please move them:';
export const NO_CLINICIANS = 'No clinicians yet.';

const clinicNames = (setup: DeskSetup, clinician: SetupClinician) =>
  clinician.clinics.map((own) => setup.clinics.find((c) => c.id === own.clinicId)?.name ?? own.clinicId).join(', ') || 'None';

export function ClinicianSection({ setup, onSaved }: { setup: DeskSetup; onSaved: (clinician: SetupClinician) => void }) {
  const editing = useSetup((s) => (s.editing?.kind === 'clinician' ? s.editing : null));
  const notice = useSetup((s) => (s.notice?.kind === 'clinician' ? s.notice : null));
  const { clinicianOpened } = useSetupActions();
  // One form at a time: opening another would drop what was typed in the one open.
  const elsewhere = useSetup((s) => s.editing !== null && s.editing.kind !== 'clinician');
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusBack('clinician', section, heading);

  return (
    <section ref={section} aria-labelledby="desk-setup-clinicians" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="desk-setup-clinicians" ref={heading} tabIndex={-1} className={headingClass}>
          Clinicians
        </h2>
        {!editing && (
          <Button disabled={elsewhere} onClick={() => clinicianOpened(null, setup.clinics)}>
            Add clinician
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {notice && (
          <div className="space-y-2 rounded-md border border-line bg-highlight p-3 text-ink">
            <p>{notice.text}</p>
            {notice.outsideHours.length > 0 && <OutsideHoursList setup={setup} bookings={notice.outsideHours} />}
          </div>
        )}
      </div>
      {editing ? (
        <ClinicianForm key={editing.id ?? 'new'} setup={setup} id={editing.id} draft={editing.draft} onSaved={onSaved} />
      ) : setup.clinicians.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-ink">{NO_CLINICIANS}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm text-ink">
            <thead className="bg-highlight">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Clinics
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Active
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {setup.clinicians.map((clinician) => (
                <tr key={clinician.id} className="border-t border-line">
                  <th scope="row" className="p-3 font-semibold">
                    {clinician.name}
                  </th>
                  <td className="p-3">{clinicNames(setup, clinician)}</td>
                  <td className="p-3">{yesNo(clinician.active)}</td>
                  <td className="p-3 text-right">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={elsewhere}
                      data-edit={editKey('clinician', clinician.id)}
                      aria-label={`Edit ${clinician.name}`}
                      onClick={() => clinicianOpened(clinician, setup.clinics)}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function OutsideHoursList({ setup, bookings }: { setup: DeskSetup; bookings: OutsideHours }) {
  return (
    <>
      <p className="font-semibold">{OUTSIDE_HOURS}</p>
      <ul className="list-disc space-y-1 pl-6">
        {bookings.map((b) => (
          <li key={b.appointmentId}>
            {formatNz(b.start, 'EEE d MMM yyyy, h:mmaaa')} · {b.petName} · {setup.clinics.find((c) => c.id === b.clinicId)?.name ?? b.clinicId}
          </li>
        ))}
      </ul>
    </>
  );
}
