// 'Your details': the guest types them; signed in they come from the profile, read-only.
import { Fieldset } from '../../kit/form';
import { ContactFields } from '../../kit/ContactFields';
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
  return (
    <Fieldset legend="Your details" hint={signedIn ? 'From your account. Change them in My details.' : undefined}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields values={values} error={(name) => errors[`contact.${name}`]} onChange={onChange} disabled={disabled} readOnly={signedIn} />
      </div>
    </Fieldset>
  );
}
