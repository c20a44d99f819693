// A pet's health records as the practice system keeps them: age, whether its
// vaccinations are up to date (and which are overdue), the vaccinations with their due dates
// and the treatments given. Linking a practice account promises these; a pet added
// on the portal has none until the clinic links it.
import { formatDate } from '../../../../shared/format/dates';
import type { Pet } from '../../types';
import { StatusBadge } from '../../ui';

export const NO_HEALTH_RECORDS = 'Your clinic has not shared vaccination or treatment records for this pet yet.';

/** The one-line vaccination status, or null when nothing is known. */
export function vaccinationStatus(pet: Pet): { label: string; severity: 'success' | 'warn' } | null {
  if (pet.vaccinationUpToDate === true) return { label: 'Vaccinations up to date', severity: 'success' };
  if (pet.vaccinationUpToDate === false)
    return { label: pet.missingVaccinations.length ? `Vaccination overdue: ${pet.missingVaccinations.join(', ')}` : 'Vaccination overdue', severity: 'warn' };
  return null;
}

function Records({
  id,
  title,
  rows,
  dateLabel,
}: {
  id: string;
  title: string;
  rows: { type: string; date: string | null; vet: string | null }[];
  dateLabel: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="font-semibold text-ink">
        {title}
      </h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">None on record.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {title.replace(/s$/, '')}
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                {dateLabel}
              </th>
              <th scope="col" className="py-1 font-semibold">
                Vet
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line text-ink">
            {rows.map((row, i) => (
              <tr key={`${row.type}-${i}`}>
                <td className="py-1.5 pr-3">{row.type}</td>
                <td className="py-1.5 pr-3 tabular-nums">{formatDate(row.date) || '—'}</td>
                <td className="py-1.5">{row.vet || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function PetHealth({ pet }: { pet: Pet }) {
  const status = vaccinationStatus(pet);
  const hasRecords = pet.vaccinations.length > 0 || pet.treatments.length > 0;
  return (
    <section aria-labelledby="vet-pet-health" className="space-y-4 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="vet-pet-health" className="text-lg font-bold text-ink">
          Health
        </h3>
        {status && <StatusBadge label={status.label} severity={status.severity} />}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Age</dt>
        <dd className="text-ink">{pet.age || 'Not known (add a date of birth)'}</dd>
      </dl>
      {hasRecords || pet.isLinkedToPms ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Records
            id="vet-pet-vaccinations"
            title="Vaccinations"
            dateLabel="Due"
            rows={pet.vaccinations.map((x) => ({ type: x.type, date: x.dueDate ?? null, vet: x.vet ?? null }))}
          />
          <Records
            id="vet-pet-treatments"
            title="Treatments"
            dateLabel="Given"
            rows={pet.treatments.map((x) => ({ type: x.type, date: x.date ?? null, vet: x.vet ?? null }))}
          />
        </div>
      ) : (
        <p className="text-sm text-muted">{NO_HEALTH_RECORDS}</p>
      )}
    </section>
  );
}
