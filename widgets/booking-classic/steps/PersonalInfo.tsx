import { Select, TextField } from '../../kit';
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
      <TextField
        label="First name"
        required
        autoComplete="given-name"
        value={form.firstName}
        error={errors.firstName}
        disabled={submitting}
        onChange={(e) => changed('firstName', e.target.value)}
      />
      <TextField
        label="Last name"
        required
        autoComplete="family-name"
        value={form.lastName}
        error={errors.lastName}
        disabled={submitting}
        onChange={(e) => changed('lastName', e.target.value)}
      />
      <TextField
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        error={errors.email}
        disabled={submitting}
        onChange={(e) => changed('email', e.target.value)}
      />
      <TextField
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        value={form.phone}
        error={errors.phone}
        disabled={submitting}
        onChange={(e) => changed('phone', e.target.value)}
      />
    </div>
  );
}
