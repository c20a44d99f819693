// Blocking time: one clinician or the whole clinic, from a day and time to a day and time, with
// the reason staff will see (surgery, training, leave). The time leaves the online slots at
// once. Bookings already inside it are kept and listed, for the desk to move.
import { useState } from 'react';
import { formatDayLabel } from '../../../shared/format/calendarDays';
import { nzDayKey } from '../../../shared/format/dates';
import { Button, Modal, Select, TextField } from '../../kit';
import { useDiary, useDiaryActions } from './store';
import { clock } from './time';

export const BLOCK_REASON_REQUIRED = 'Please give a reason for the blocked time.';
export const BLOCK_TIMES_REQUIRED = 'Please give the day and time the block starts and ends.';
const WHOLE_CLINIC = 'clinic';

type Clash = { appointmentId: number; start: string; petName: string };

export function BlockForm({ clinicId, clinicians, onClose }: { clinicId: string; clinicians: { id: number; name: string }[]; onClose: () => void }) {
  const day = useDiary((s) => s.day);
  const busy = useDiary((s) => s.busy);
  const { block, noticed } = useDiaryActions();
  const [who, setWho] = useState(WHOLE_CLINIC);
  const [from, setFrom] = useState({ day, time: '12:00' });
  const [to, setTo] = useState({ day, time: '13:00' });
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [clashes, setClashes] = useState<Clash[] | null>(null);

  const submit = async () => {
    if (!reason.trim()) return setFailure(BLOCK_REASON_REQUIRED);
    if (!from.day || !from.time || !to.day || !to.time) return setFailure(BLOCK_TIMES_REQUIRED);
    const outcome = await block({
      clinicId,
      clinicianId: who === WHOLE_CLINIC ? null : Number(who),
      start: `${from.day}T${from.time}`,
      end: `${to.day}T${to.time}`,
      reason: reason.trim(),
    });
    if (!outcome.ok) return setFailure(outcome.message);
    const { block: saved } = outcome.answer;
    const endDay = nzDayKey(saved.end) === nzDayKey(saved.start) ? '' : `${formatDayLabel(nzDayKey(saved.end))} `;
    noticed(
      `Blocked ${saved.clinician?.name ?? 'the whole clinic'} from ${formatDayLabel(nzDayKey(saved.start))} ${clock(saved.start)} to ${endDay}${clock(saved.end)}: ${saved.reason}.`,
    );
    if (outcome.answer.clashes.length) setClashes(outcome.answer.clashes);
    else onClose();
  };

  return (
    <Modal open onClose={onClose} title="Block time">
      {clashes ? (
        <div className="space-y-3">
          <p className="text-ink">The time is blocked. These bookings are inside it and were kept; please move them:</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
            {clashes.map((c) => (
              <li key={c.appointmentId}>
                {formatDayLabel(nzDayKey(c.start))} {clock(c.start)}: {c.petName}
              </li>
            ))}
          </ul>
          <Button onClick={onClose}>Done</Button>
        </div>
      ) : (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Select
            label="Who"
            value={who}
            options={[{ value: WHOLE_CLINIC, label: 'The whole clinic' }, ...clinicians.map((c) => ({ value: String(c.id), label: c.name }))]}
            onChange={(e) => setWho(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <TextField label="From day" type="date" required className="w-44" value={from.day} onChange={(e) => setFrom({ ...from, day: e.target.value })} />
            <TextField
              label="From time"
              type="time"
              step={900}
              required
              className="w-32"
              value={from.time}
              onChange={(e) => setFrom({ ...from, time: e.target.value })}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <TextField label="To day" type="date" required className="w-44" value={to.day} onChange={(e) => setTo({ ...to, day: e.target.value })} />
            <TextField
              label="To time"
              type="time"
              step={900}
              required
              className="w-32"
              value={to.time}
              onChange={(e) => setTo({ ...to, time: e.target.value })}
            />
          </div>
          <TextField
            label="Reason"
            required
            maxLength={200}
            hint="Staff see it on the diary; clients never do."
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {failure && (
            <p role="alert" className="rounded-md border border-danger bg-red-50 p-3 text-sm text-danger">
              {failure}
            </p>
          )}
          <Button type="submit" loading={busy}>
            Block this time
          </Button>
        </form>
      )}
    </Modal>
  );
}
