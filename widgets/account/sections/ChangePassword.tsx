// Change Password: current, new and verify; after success the
// message shows and the user goes to /. The server keeps this session and ends every other
// one, and every site signed in with the account; the home page then says so (a flash
// message). Below the form: the sites signed in with the account (SignedInSites).
import { PasswordChangeSchema } from '../../../shared/schemas/profile';
import { Button, TextField, useToast } from '../../kit';
import { useWidget } from '../../kit/WidgetContext';
import { leaveFlash } from '../../kit/flash';
import { clearTokenCache } from '../../kit/session';
import { useForm } from '../../kit/form';
import { errorMessage } from '../../../shared/api/errors';
import { useAccountApi } from '../context';
import { OnThePortal, SectionHeading } from '../ui';
import { useSignedInFromSite } from '../../kit/useSignedInFromSite';
import { PORTAL_ONLY } from '../../../shared/schemas/signedInSites';
import { SignedInSites } from './SignedInSites';

export const PASSWORD_CHANGED = 'Your password has been changed';
export const SESSION_KEPT = 'You are still signed in on this device. Other devices have been signed out.';
export const PASSWORD_FAILED = 'An error occurred while changing your password.';
/** Long enough to read the message before the page changes. */
export const REDIRECT_DELAY_MS = 1500;

export function ChangePassword({
  redirect = (href: string) => window.setTimeout(() => window.location.assign(href), REDIRECT_DELAY_MS),
}: {
  redirect?: (href: string) => void;
}) {
  const api = useAccountApi();
  const toast = useToast();
  const { emit } = useWidget();
  const form = useForm({
    schema: PasswordChangeSchema,
    initial: { currentPassword: '', newPassword: '', verifyNewPassword: '' },
    submit: (input) => api.changePassword(input),
    // A 422's field messages land on their fields (kit/form); the toast says what happened.
    failureMessage: (error) => errorMessage(error, PASSWORD_FAILED),
    onFailure: (message) => toast.error(message),
    onSuccess: () => {
      toast.success(PASSWORD_CHANGED);
      leaveFlash({ kind: 'success', message: SESSION_KEPT });
      emit('vet-account:password-changed', {});
      clearTokenCache();
      redirect('/');
    },
  });
  const { submitting: saving } = form;
  const fromSite = useSignedInFromSite();

  if (fromSite) {
    return (
      <div className="max-w-lg">
        <SectionHeading>Change password</SectionHeading>
        <OnThePortal action={PORTAL_ONLY.changePassword} path="/account/change-password" />
      </div>
    );
  }
  return (
    <div className="max-w-lg">
      <SectionHeading>Change password</SectionHeading>
      <form ref={form.formRef} noValidate onSubmit={(e) => void form.handleSubmit(e)} className="space-y-4" aria-label="Change password">
        <TextField label="Current password" type="password" required autoComplete="current-password" {...form.text('currentPassword')} />
        <TextField label="New password" type="password" required autoComplete="new-password" {...form.text('newPassword')} />
        <TextField label="Verify new password" type="password" required autoComplete="new-password" {...form.text('verifyNewPassword')} />
        <div className="flex justify-end">
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </div>
      </form>
      <SignedInSites />
    </div>
  );
}
