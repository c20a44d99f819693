// The client's reminder emails: one switch per kind (the day-before appointment reminder, a
// pet's vaccination falling due). A switch flips only when the save reports success; the
// unsubscribe link in a reminder turns the same choice off.
import { useToast } from '../../../kit';
import { errorMessage } from '../../../../shared/api/errors';
import type { ReminderChoices } from '../../../../shared/schemas/reminders';
import { useAccountApi } from '../../context';
import { useOneAtATime } from '../../useOneAtATime';
import { Loading, SubHeading, cardClass, useList } from '../../ui';

export const REMINDERS_SAVED = 'Your reminder choices have been saved.';
export const REMINDERS_SAVE_FAILED = 'An error occurred while saving your reminder choices.';
export const REMINDERS_LOAD_FAILED = 'We could not load your reminder choices. Please reload the page.';

const KINDS: { kind: keyof ReminderChoices; label: string; hint: string }[] = [
  { kind: 'appointment', label: 'Appointment reminders', hint: 'An email the day before each appointment.' },
  { kind: 'vaccination', label: 'Vaccination reminders', hint: 'An email when a pet’s vaccination is due.' },
];

export function Reminders() {
  const api = useAccountApi();
  const toast = useToast();
  const choices = useList<ReminderChoices | null>('reminders', () => api.reminderChoices(), null);
  const { running: saving, run } = useOneAtATime<keyof ReminderChoices>();

  const toggle = async (kind: keyof ReminderChoices) => {
    const current = choices.data;
    if (!current) return;
    await run(kind, async () => {
      try {
        const saved = await api.saveReminderChoices({ [kind]: !current[kind] });
        choices.set(() => saved);
        toast.success(REMINDERS_SAVED);
      } catch (error) {
        toast.error(errorMessage(error, REMINDERS_SAVE_FAILED));
      }
    });
  };

  return (
    <section aria-labelledby="vet-reminders-heading" className="space-y-4">
      <SubHeading id="vet-reminders-heading" className="text-lg font-bold text-ink">
        Reminder emails
      </SubHeading>
      {choices.loading && !choices.data ? (
        <Loading label="Loading your reminder choices…" />
      ) : !choices.data ? (
        <p role="alert" className="text-danger">
          {REMINDERS_LOAD_FAILED}
        </p>
      ) : (
        <ul className={`${cardClass} divide-y divide-line`}>
          {KINDS.map(({ kind, label, hint }) => {
            const on = choices.data![kind];
            const labelId = `vet-reminder-${kind}`;
            return (
              <li key={kind} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <div>
                  <p id={labelId} className="font-semibold text-ink">
                    {label}
                  </p>
                  <p className="text-sm text-muted">{hint}</p>
                </div>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={labelId}
                  aria-busy={saving === kind || undefined}
                  disabled={saving !== null}
                  onClick={() => void toggle(kind)}
                  className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:opacity-60 ${on ? 'bg-primary' : 'bg-gray-400'}`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
