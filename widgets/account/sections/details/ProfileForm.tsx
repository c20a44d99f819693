// My details: client code (optional), first name, last name, email, phone.
// Typed values stay in the form when the save fails. The client code is the
// practice's (set by linking) and shows read-only; a new email asks for the current password
// and waits for its confirmation link, and the form says so.
import { useMemo } from 'react';
import { isNewEmail, profileFormSchema } from '../../../../shared/schemas/profile';
import { Button, TextField, useToast } from '../../../kit';
import { errorMessage } from '../../../../shared/api/errors';
import { useAccountApi } from '../../context';
import { useForm } from '../../../kit/form';
import { useSignedInFromSite } from '../../../kit/useSignedInFromSite';
import { PORTAL_ONLY, SITE_CANNOT } from '../../../../shared/schemas/signedInSites';
import type { Profile } from '../../types';

export const DETAILS_SAVED = 'Your details have been updated.';
export const DETAILS_FAILED = 'An error occurred while updating your details.';
export const emailPendingNote = (email: string) =>
  `We sent a confirmation link to ${email}. Your email changes when you open it; until then sign in with your current address.`;

export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const api = useAccountApi();
  const toast = useToast();
  const schema = useMemo(() => profileFormSchema(profile.email), [profile.email]);
  const fromSite = useSignedInFromSite();
  const form = useForm({
    schema,
    initial: {
      id: profile.id,
      clientCode: profile.clientCode ?? '',
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone ?? '',
      currentPassword: '',
    },
    // The password travels only with a new email.
    submit: ({ currentPassword, ...input }) => api.saveProfile(isNewEmail(profile.email, input.email) ? { ...input, currentPassword } : input),
    failureMessage: (error) => errorMessage(error, DETAILS_FAILED),
    onFailure: (message) => toast.error(message),
    onSuccess: (saved) => {
      toast.success(
        saved.pendingEmail && saved.pendingEmail !== profile.pendingEmail ? `${DETAILS_SAVED} ${emailPendingNote(saved.pendingEmail)}` : DETAILS_SAVED,
      );
      onSaved(saved);
    },
  });
  const { values, submitting: saving } = form;

  return (
    <form ref={form.formRef} noValidate onSubmit={(e) => void form.handleSubmit(e)} className="space-y-4" aria-label="My details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Client code (optional)"
          value={values.clientCode}
          readOnly
          className="sm:col-span-2"
          hint={values.clientCode ? 'From your clinic’s records.' : 'Your clinic adds it when your account is linked to their records.'}
        />
        <TextField label="First name" required autoComplete="given-name" {...form.text('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...form.text('lastName')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...form.text('email')}
          // A sign-in from a clinic's website cannot change the email (the server refuses it).
          readOnly={fromSite === true}
          hint={
            profile.pendingEmail ? emailPendingNote(profile.pendingEmail) : fromSite ? `${PORTAL_ONLY.changeEmail} on the portal. ${SITE_CANNOT}` : undefined
          }
        />
        <TextField label="Phone" type="tel" required autoComplete="tel" inputMode="tel" {...form.text('phone')} />
        {isNewEmail(profile.email, values.email) ? (
          <TextField
            label="Current password"
            type="password"
            required
            autoComplete="current-password"
            className="sm:col-span-2"
            hint="Needed to change your email."
            {...form.text('currentPassword')}
          />
        ) : null}
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Save details
        </Button>
      </div>
    </form>
  );
}
