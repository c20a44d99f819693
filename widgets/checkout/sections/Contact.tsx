// 'Your details': the guest types them; signed in they come from the profile, read-only.
import { Fieldset } from '../../kit/form';
import { TextField } from '../../kit/TextField';
import type { CheckoutValues } from '../form';

type Contact = CheckoutValues['contact'];

export interface ContactProps {
  signedIn: boolean;
  values: Contact;
  errors: Record<string, string | undefined>;
  onChange: (field: keyof Contact, value: string) => void;
  disabled: boolean;
}

export function ContactSection({ signedIn, values, errors, onChange, disabled }: ContactProps) {
  const field = (name: keyof Contact) => ({
    value: values[name],
    error: signedIn ? undefined : errors[`contact.${name}`],
    readOnly: signedIn,
    disabled: disabled && !signedIn,
    required: !signedIn,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value),
  });
  return (
    <Fieldset legend="Your details" hint={signedIn ? 'From your account. Change them in My details.' : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      </div>
    </Fieldset>
  );
}
