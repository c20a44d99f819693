// The group's appointment types: a row each (duration, online, active) with its Edit button,
// or the form while one is added or edited.
import { useRef } from 'react';
import type { DeskSetup, SetupType } from '../../../shared/api/deskSetup';
import { Button } from '../../kit';
import { editKey, headingClass, useFocusBack, yesNo } from './parts';
import { useSetup, useSetupActions } from './store';
import { TypeForm } from './TypeForm';

export const NO_TYPES = 'No appointment types yet.';

export function TypeSection({ setup, onSaved }: { setup: DeskSetup; onSaved: (type: SetupType) => void }) {
  const editing = useSetup((s) => (s.editing?.kind === 'type' ? s.editing : null));
  const notice = useSetup((s) => (s.notice?.kind === 'type' ? s.notice : null));
  const { typeOpened } = useSetupActions();
  // One form at a time: opening another would drop what was typed in the one open.
  const elsewhere = useSetup((s) => s.editing !== null && s.editing.kind !== 'type');
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusBack('type', section, heading);

  return (
    <section ref={section} aria-labelledby="desk-setup-types" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="desk-setup-types" ref={heading} tabIndex={-1} className={headingClass}>
          Appointment types
        </h2>
        {!editing && (
          <Button disabled={elsewhere} onClick={() => typeOpened(null)}>
            Add type
          </Button>
        )}
      </div>
      <div aria-live="polite">{notice && <p className="rounded-md border border-line bg-highlight p-3 text-ink">{notice.text}</p>}</div>
      {editing ? (
        <TypeForm key={editing.id ?? 'new'} setup={setup} id={editing.id} draft={editing.draft} onSaved={onSaved} />
      ) : setup.appointmentTypes.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-ink">{NO_TYPES}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm text-ink">
            <thead className="bg-highlight">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Duration
                </th>
                <th scope="col" className="p-3 font-semibold">
                  Online
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
              {setup.appointmentTypes.map((type) => (
                <tr key={type.id} className="border-t border-line">
                  <th scope="row" className="p-3 font-semibold">
                    {type.name}
                  </th>
                  <td className="p-3">{type.durationMinutes} min</td>
                  <td className="p-3">{yesNo(type.online)}</td>
                  <td className="p-3">{yesNo(type.active)}</td>
                  <td className="p-3 text-right">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={elsewhere}
                      data-edit={editKey('type', type.id)}
                      aria-label={`Edit ${type.name}`}
                      onClick={() => typeOpened(type)}
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
