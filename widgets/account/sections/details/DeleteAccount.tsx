// Delete account: a confirmation modal, the call, then local storage cleared and a
// redirect to /. On a clinic's page only our own storage
// keys go, `vet-account:deleted` is cancelable (the host then leaves its own way) and the
// redirect goes to the widget's `deleted-url` (default /).
import { useId, useState } from 'react';
import { Button, TextField, useToast } from '../../../kit';
import { useWidget } from '../../../kit/WidgetContext';
import { leaveFlash } from '../../../kit/flash';
import { clearOwnStorage } from '../../../kit/ownStorage';
import { revokeSession } from '../../../kit/session';
import { errorMessage, isApiError } from '../../../../shared/api/errors';
import { DELETE_PASSWORD_REQUIRED } from '../../../../shared/schemas/profile';
import { Confirm } from '../../Confirm';
import { useAccountApi, useAccountOptions } from '../../context';
import { OnThePortal, SubHeading } from '../../ui';
import { useSignedInFromSite } from '../../../kit/useSignedInFromSite';
import { PORTAL_ONLY } from '../../../../shared/schemas/signedInSites';

export const ACCOUNT_DELETED = 'Your account has been deleted';
export const ACCOUNT_DELETE_FAILED = 'An error has occurred. Please try again.';

export function DeleteAccount({ redirect = (href: string) => window.location.assign(href) }: { redirect?: (href: string) => void }) {
  const api = useAccountApi();
  const { deletedUrl } = useAccountOptions();
  const toast = useToast();
  const { emit, getToken, config } = useWidget();
  const [open, setOpen] = useState(false);
  const fromSite = useSignedInFromSite();
  // The password is asked again: a token left on a shared computer cannot delete.
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const passwordId = useId();
  const close = () => {
    setOpen(false);
    setPassword('');
    setPasswordError(undefined);
  };

  const confirm = async () => {
    if (!password) {
      setPasswordError(DELETE_PASSWORD_REQUIRED);
      document.getElementById(passwordId)?.focus();
      return;
    }
    // The token the deletion goes out with: the one every widget of the page stops sending.
    const token = await getToken();
    try {
      await api.deleteAccount(password);
    } catch (error) {
      const message = errorMessage(error, ACCOUNT_DELETE_FAILED);
      // A wrong password keeps the dialog open to try again; anything else closes it.
      if (isApiError(error) && error.status === 422) {
        setPasswordError(message);
        document.getElementById(passwordId)?.focus();
        return;
      }
      toast.error(message);
      close();
      return;
    }
    toast.success(ACCOUNT_DELETED);
    clearOwnStorage();
    // Left after clearing our storage: the next page shows it.
    leaveFlash({ kind: 'success', message: ACCOUNT_DELETED });
    // Before the host hears of it: cancelling the event keeps the page, not the session.
    revokeSession(token, config);
    if (emit('vet-account:deleted', { href: deletedUrl }, { cancelable: true })) redirect(deletedUrl);
  };

  return (
    <section aria-labelledby="vet-delete-heading" className="rounded-xl border border-red-200 bg-red-50 p-4">
      <SubHeading id="vet-delete-heading" className="text-lg font-bold text-ink">
        Delete account
      </SubHeading>
      <p className="mt-1 text-sm text-muted">Your details, pets, addresses and saved cards are removed. This cannot be undone.</p>
      {fromSite ? (
        <OnThePortal action={PORTAL_ONLY.deleteAccount} path="/account/details" />
      ) : (
        <Button variant="danger" className="mt-3" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      )}
      <Confirm open={open} title="Delete your account?" confirmLabel="Yes, delete my account" onClose={close} onConfirm={confirm}>
        <p>Your account and everything saved in it will be deleted. You will be signed out.</p>
        <TextField
          id={passwordId}
          className="mt-4"
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
        />
      </Confirm>
    </section>
  );
}
