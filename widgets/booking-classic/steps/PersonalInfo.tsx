import { Select } from '../../kit';
import { ContactFields } from '../../kit/ContactFields';
import { useClassic, useClassicActions } from '../store';

const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'].map((t) => ({ value: t, label: t }));

export function PersonalInfo() {
  const form = useClassic((s) => s.form);
  const errors = useClassic((s) => s.errors);
  const submitting = useClassic((s) => s.submitting);
  const { changed } = useClassicActions();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label="Title (optional)"
        placeholder="—"
        value={form.title}
        options={TITLES}
        disabled={submitting}
        className="sm:col-span-2 sm:max-w-40"
        onChange={(e) => changed('title', e.target.value)}
      />
      <ContactFields values={form} error={(field) => errors[field]} disabled={submitting} onChange={changed} />
    </div>
  );
}
