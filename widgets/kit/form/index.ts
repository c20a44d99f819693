// The shared form behaviour of the suite's forms (contact, enquiry, newsletter, feedback,
// sheep vaccine order, registration, linked accounts, the account's forms, pay online, the
// quick appointment request, 'Add to basket'). See useForm.ts for the rules.
export { useForm, type FormApi, type FormStatus, type UseFormOptions } from './useForm';
export { Form, FormMessage, SubmitButton, Fieldset, SuccessPanel } from './Form';
export { errorsOf, validate, serverIssues, FORM_KEY, type FieldErrors } from './issues';
export { getAt, setAt } from './paths';
export { firstInvalid, revealFirstInvalid, revealRefusal } from './firstInvalid';
export { useClinics, type MailableClinic } from './useClinics';
export { loadMailableClinics, contentClientFor } from './clinics';
export { ClinicSelect, CLINIC_PLACEHOLDER, CLINICS_FAILED, NO_MAILABLE_CLINICS } from './ClinicSelect';
export { useRevealOnMount } from './useRevealOnMount';
export { useLivePrefill } from './useLivePrefill';
export { AddressForm, ADDRESS_SAVED, ADDRESS_SAVE_FAILED, type AddressFormProps } from './AddressForm';
