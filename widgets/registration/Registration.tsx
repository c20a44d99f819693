/**
 * <vet-registration>: sign up as an existing or a new client.
 * First the choice, then the form: names, email, phone, region (16), client code (existing);
 * new clients also give their address, driver licence, authorised people and options. The
 * terms and conditions open in a modal; the confirmation says to check email for the link
 * that sets a password. On failure the server's message is shown.
 *
 * @attr type        optional: 'new' or 'existing' to skip the first question
 * @attr terms-slug  optional: the ui-terms-and-conditions document to show (default: the registration terms)
 * @fires vet-registration:type-chosen  { type } when the visitor picked existing or new
 * @fires vet-registration:submitted    { type, email } after the registration was accepted
 * @fires vet-registration:error        { message } when registering failed
 * @csspart base  the widget's outer box
 */
import { useId, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { REGION_NAMES } from '../../shared/domain/regions';
import {
  AUTHORISED_PEOPLE_MAX,
  REGISTRATION_DEFAULTS,
  REGISTRATION_DONE,
  RegistrationExistingSchema,
  RegistrationNewFieldsSchema,
  type RegistrationType,
} from '../../shared/schemas/registration';
import { Button, Checkbox, RadioCards, Select, TextField } from '../kit';
import { WidgetMessage } from '../kit/WidgetRoot';
import { Fieldset, Form, FormMessage, SubmitButton, SuccessPanel, useRevealOnMount, useForm, type FormApi } from '../kit/form';
import { useWidget } from '../kit/WidgetContext';
import { createRegistrationFlowApi, type RegistrationFlowApi } from './api';
import './events';
import { TermsModal } from './TermsModal';

export interface RegistrationProps {
  type?: string;
  termsSlug?: string;
}

/** The spec shows the server's error; this is for when there is none (offline). */
export const REGISTRATION_FAILED = 'An error occurred while registering. Please try again.';

const TYPE_OPTIONS = [
  { value: 'existing', title: 'I am an existing customer', description: 'You already bring your animals to us.' },
  { value: 'new', title: 'I am a new customer', description: 'This is your first time with us.' },
];

const OPTIONS = [
  ['pickupDropoff', 'My authorised people may pick up and drop off my animals'],
  ['payMoneyOwed', 'My authorised people may pay money owed on my account'],
  ['makeEnquires', 'My authorised people may make enquiries about my account'],
  ['subscribePromotionalEmails', 'Send me news and offers by email'],
] as const;

type Values = typeof REGISTRATION_DEFAULTS;

export function Registration({ type: preset, termsSlug }: RegistrationProps) {
  const widget = useWidget();
  const [api] = useState(() => createRegistrationFlowApi(widget, termsSlug ? { termsSlug } : {}));
  const presetType = preset === 'new' || preset === 'existing' ? preset : null;
  const [type, setType] = useState<RegistrationType | null>(presetType);
  const [choosing, setChoosing] = useState(presetType === null);
  if (preset && !presetType) return <WidgetMessage title="<vet-registration> is not set up correctly" body="type must be new or existing" />;
  const chosen = (t: RegistrationType) => {
    setType(t);
    setChoosing(false);
    widget.emit('vet-registration:type-chosen', { type: t });
  };
  return (
    <>
      {choosing && <TypeChoice initial={type ?? ''} onChosen={chosen} />}
      {/* Kept mounted while the person goes back to the first question: nothing typed is lost. */}
      {type && (
        <div hidden={choosing}>
          <RegistrationForm type={type} api={api} focusHeading={presetType === null} onBack={presetType ? undefined : () => setChoosing(true)} />
        </div>
      )}
    </>
  );
}

function TypeChoice({ initial, onChosen }: { initial: string; onChosen: (type: RegistrationType) => void }) {
  const headingId = useId();
  const [choice, setChoice] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-2xl space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === 'new' || choice === 'existing') onChosen(choice);
        else setError('Please choose existing customer or new customer');
      }}
    >
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        Register
      </h2>
      <RadioCards
        name="registration-type"
        label="Are you already a customer of ours?"
        required
        options={TYPE_OPTIONS}
        value={choice}
        error={error}
        onChange={(v) => (setChoice(v), setError(null))}
      />
      <Button type="submit">Continue</Button>
    </form>
  );
}

function RegistrationForm({
  type,
  api,
  onBack,
  focusHeading,
}: {
  type: RegistrationType;
  api: RegistrationFlowApi;
  onBack: (() => void) | undefined;
  focusHeading: boolean;
}) {
  const widget = useWidget();
  const headingId = useId();
  const [termsOpen, setTermsOpen] = useState(false);
  const isNew = type === 'new';
  // After the first question, reading continues at the form; never on page load.
  const heading = useRevealOnMount<HTMLHeadingElement>(focusHeading);

  const form = useForm({
    schema: isNew ? RegistrationNewFieldsSchema : RegistrationExistingSchema,
    initial: (): Values => ({ ...REGISTRATION_DEFAULTS, authorisedPeople: [{ name: '', phone: '' }] }),
    submit: async (output, values) => {
      // Sent as the select shows it; the server reads names as well as ids.
      const common = {
        firstName: output.firstName,
        lastName: output.lastName,
        email: output.email,
        phone: output.phone,
        region: values.region,
        agreeTermsConditions: true,
        clientCode: output.clientCode,
      };
      if (!isNew) return api.registerExisting(common);
      const o = output as typeof output & Values;
      return api.registerNew({
        ...common,
        street: o.street,
        suburb: o.suburb,
        city: o.city,
        postCode: o.postCode,
        driverLicense: o.driverLicense,
        // The schema has dropped the rows lacking a name or a phone.
        authorisedPeople: o.authorisedPeople,
        pickupDropoff: o.pickupDropoff,
        payMoneyOwed: o.payMoneyOwed,
        makeEnquires: o.makeEnquires,
        subscribePromotionalEmails: o.subscribePromotionalEmails,
      });
    },
    failureMessage: (error) => errorMessage(error, REGISTRATION_FAILED),
    onSuccess: (result, output) => widget.emit('vet-registration:submitted', { type, email: result?.email ?? output.email }),
    onFailure: (message) => widget.emit('vet-registration:error', { message }),
  });

  if (form.status === 'done')
    return (
      <SuccessPanel title="Check your email">
        <p>{form.result?.message || REGISTRATION_DONE}</p>
        <p>
          We sent the link to <strong>{form.values.email.trim()}</strong>. It is valid for 7 days.
        </p>
      </SuccessPanel>
    );

  return (
    <Form form={form} labelledBy={headingId} className="mx-auto w-full max-w-3xl">
      <h2 id={headingId} className="text-2xl font-bold text-ink" tabIndex={-1} ref={heading}>
        {isNew ? 'Register as a new customer' : 'Register as an existing customer'}
      </h2>
      <Fieldset legend="Your details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" required autoComplete="given-name" {...form.text('firstName')} />
          <TextField label="Last name" required autoComplete="family-name" {...form.text('lastName')} />
          <TextField label="Email address" type="email" required autoComplete="email" {...form.text('email')} />
          <TextField label="Phone number" type="tel" inputMode="tel" required autoComplete="tel" {...form.text('phone')} />
          <Select label="Region" required options={REGION_NAMES.map((name) => ({ value: name, label: name }))} {...form.text('region')} />
          {!isNew && <TextField label="Client code" hint="Optional: it is on your invoices" {...form.text('clientCode')} />}
        </div>
      </Fieldset>
      {isNew && <NewClientFields form={form} />}
      <div className="space-y-2">
        <Checkbox label="I agree to the terms and conditions" required {...form.checkbox('agreeTermsConditions')} />
        <Button variant="ghost" size="sm" className="ml-6" onClick={() => setTermsOpen(true)}>
          Read the terms and conditions
        </Button>
      </div>
      <TermsModal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        load={api.terms}
        onAgree={() => (form.set('agreeTermsConditions', true), setTermsOpen(false))}
      />
      <FormMessage form={form} />
      <div className="flex flex-wrap gap-3">
        {onBack && (
          <Button variant="secondary" onClick={onBack} disabled={form.submitting}>
            Back
          </Button>
        )}
        <SubmitButton form={form}>Register</SubmitButton>
      </div>
    </Form>
  );
}

function NewClientFields({ form }: { form: FormApi<Values, unknown> }) {
  const people = form.values.authorisedPeople;
  const addPerson = () => form.set('authorisedPeople', [...people, { name: '', phone: '' }]);
  const removePerson = (index: number) =>
    form.set(
      'authorisedPeople',
      people.filter((_, i) => i !== index),
    );
  return (
    <>
      <Fieldset legend="Your address">
        <TextField label="Address" required autoComplete="street-address" {...form.text('street')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Suburb (optional)" autoComplete="address-level3" {...form.text('suburb')} />
          <TextField label="City" required autoComplete="address-level2" {...form.text('city')} />
          <TextField label="Postcode" required autoComplete="postal-code" inputMode="numeric" {...form.text('postCode')} />
        </div>
        <TextField label="Driver licence number" hint="Optional" className="sm:max-w-xs" {...form.text('driverLicense')} />
      </Fieldset>
      <Fieldset legend="Authorised people" hint="People who may act for you at the clinic. Rows without both a name and a phone are left out.">
        {people.map((_, index) => (
          <div key={index} role="group" aria-label={`Authorised person ${index + 1}`} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <TextField label={`Name of authorised person ${index + 1}`} {...form.text(`authorisedPeople.${index}.name`)} />
            <TextField label={`Phone of authorised person ${index + 1}`} type="tel" inputMode="tel" {...form.text(`authorisedPeople.${index}.phone`)} />
            <Button variant="ghost" size="sm" className="mb-1" onClick={() => removePerson(index)} disabled={form.submitting}>
              Remove<span className="sr-only"> authorised person {index + 1}</span>
            </Button>
          </div>
        ))}
        {people.length < AUTHORISED_PEOPLE_MAX && (
          <Button variant="secondary" size="sm" onClick={addPerson} disabled={form.submitting}>
            Add an authorised person
          </Button>
        )}
        {form.error('authorisedPeople') && <p className="text-sm font-medium text-danger">{form.error('authorisedPeople')}</p>}
      </Fieldset>
      <Fieldset legend="Options">
        {OPTIONS.map(([key, label]) => (
          <Checkbox key={key} label={label} {...form.checkbox(key)} />
        ))}
      </Fieldset>
    </>
  );
}
