import { screen, waitFor, within } from '@testing-library/react';
import { takeFlash } from '../../../kit/flash';
import { describe, expect, it, vi } from 'vitest';
import { renderAccount } from '../../renderAccount';
import { fail, ok, PROFILE, TEST_TOKEN } from '../../testServer';
import { forgetRevokedSessions, tokenProvider } from '../../../kit/session';
import { EMAIL_CHANGE_PASSWORD_REQUIRED } from '../../../../shared/schemas/profile';
import { emailPendingNote } from './ProfileForm';
import { DELETE_PASSWORD_REQUIRED } from '../../../../shared/schemas/profile';
import { ACCOUNT_DELETED, ACCOUNT_DELETE_FAILED } from './DeleteAccount';
import { REMINDERS_SAVED, REMINDERS_SAVE_FAILED } from './Reminders';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('<vet-account section="details">', () => {
  describe('my details', () => {
    it('saves the edited details and says so', async () => {
      const { user, server } = await renderAccount({ section: 'details' });
      await screen.findByDisplayValue('Sam');
      await user.clear(field('First name'));
      await user.type(field('First name'), 'Samuel');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByText('Your details have been updated.')).toBeTruthy();
      expect(server.calls('PUT /api/v1/profile')[0]!.body).toMatchObject({
        firstName: 'Samuel',
        lastName: 'Taylor',
        email: 'sam@example.nz',
        phone: '021 555 0101',
      });
      // Without a new email there is no password field, and no password is sent.
      expect(screen.queryByLabelText(/^Current password/)).toBeNull();
      expect(server.calls('PUT /api/v1/profile')[0]!.body).not.toHaveProperty('currentPassword');
    });

    it('a new email asks for the current password before anything is sent, then sends it along', async () => {
      const { user, server } = await renderAccount({ section: 'details' }, { 'PUT /api/v1/profile': ok({ ...PROFILE, pendingEmail: 'sam.new@example.nz' }) });
      await screen.findByDisplayValue('Sam');
      await user.clear(field('Email'));
      await user.type(field('Email'), 'sam.new@example.nz');
      const password = screen.getByLabelText(/^Current password/) as HTMLInputElement;
      expect(password.type).toBe('password');
      expect(password.autocomplete).toBe('current-password');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByText(EMAIL_CHANGE_PASSWORD_REQUIRED)).toBeTruthy();
      expect(password.getAttribute('aria-invalid')).toBe('true');
      await waitFor(() => expect(document.activeElement).toBe(password));
      expect(server.calls('PUT /api/v1/profile')).toHaveLength(0);
      await user.type(password, 'tui-demo-1');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByText(emailPendingNote('sam.new@example.nz'))).toBeTruthy();
      expect(server.calls('PUT /api/v1/profile')[0]!.body).toMatchObject({ email: 'sam.new@example.nz', currentPassword: 'tui-demo-1' });
    });

    it('shows a wrong current password at its field', async () => {
      const wrong = 'Current password is not correct';
      const { user } = await renderAccount({ section: 'details' }, { 'PUT /api/v1/profile': fail(422, wrong, { currentPassword: wrong }) });
      await screen.findByDisplayValue('Sam');
      await user.clear(field('Email'));
      await user.type(field('Email'), 'sam.new@example.nz');
      await user.type(screen.getByLabelText(/^Current password/), 'not-it');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      await waitFor(() => expect(screen.getAllByText(wrong).length).toBeGreaterThan(0));
      expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    });

    it.each([
      ['First name', '', 'Your First Name is required'],
      ['Last name', '', 'Your Last Name is required'],
      ['Email', '', 'The email is required'],
      ['Email', 'sam@', 'The Email is invalid'],
      ['Phone', '', 'A phone number is required'],
      ['Phone', '021-555', 'Invalid phone number'],
    ])('%s "%s" shows "%s", focuses the field and sends nothing', async (name, value, message) => {
      const { user, server } = await renderAccount({ section: 'details' });
      await screen.findByDisplayValue('Sam');
      await user.clear(field(name));
      if (value) await user.type(field(name), value);
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByText(message)).toBeTruthy();
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(field(name).getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
      await waitFor(() => expect(document.activeElement).toBe(field(name)));
      expect(server.calls('PUT /api/v1/profile')).toHaveLength(0);
    });

    it('keeps what was typed and shows the server message when the save fails', async () => {
      const { user } = await renderAccount({ section: 'details' }, { 'PUT /api/v1/profile': fail(409, 'An account with this email already exists') });
      await screen.findByDisplayValue('Sam');
      await user.clear(field('Email'));
      await user.type(field('Email'), 'kiri@example.nz');
      await user.type(screen.getByLabelText(/^Current password/), 'tui-demo-1');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
      expect(field('Email').value).toBe('kiri@example.nz');
    });

    it('says a new email waits for its confirmation link, and the client code is read-only', async () => {
      const { user } = await renderAccount({ section: 'details' }, { 'PUT /api/v1/profile': ok({ ...PROFILE, pendingEmail: 'sam.new@example.nz' }) });
      await screen.findByDisplayValue('Sam');
      expect(field('Client code').readOnly).toBe(true);
      await user.clear(field('Email'));
      await user.type(field('Email'), 'sam.new@example.nz');
      await user.type(screen.getByLabelText(/^Current password/), 'tui-demo-1');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByText(emailPendingNote('sam.new@example.nz'))).toBeTruthy();
      expect(field('Email').getAttribute('aria-describedby')).toBeTruthy();
    });

    it('falls back to its own words when the server gives none', async () => {
      const { user } = await renderAccount({ section: 'details' }, { 'PUT /api/v1/profile': fail(500) });
      await screen.findByDisplayValue('Sam');
      await user.click(screen.getByRole('button', { name: 'Save details' }));
      expect(await screen.findByText('An error occurred while updating your details.')).toBeTruthy();
    });
  });

  describe('delivery addresses', () => {
    it('lists them, default first, without remove or set-default on the default', async () => {
      await renderAccount({ section: 'details' });
      const first = (await screen.findByText('12 Victoria Street', { ignore: '.sr-only' })).closest('li')!;
      expect(within(first).getByText('Default')).toBeTruthy();
      expect(within(first).queryByRole('button', { name: /Remove/ })).toBeNull();
      expect(within(first).queryByRole('button', { name: /Set .* as default/ })).toBeNull();
    });

    it('shows the empty state', async () => {
      await renderAccount({ section: 'details' }, { 'GET /api/v1/profile/address': ok({ items: [], total: 0 }) });
      expect(await screen.findByText('There are no delivery addresses')).toBeTruthy();
    });

    it('sets a default at once and says so when the save succeeds', async () => {
      const { user, server } = await renderAccount({ section: 'details' });
      await user.click(await screen.findByRole('button', { name: 'Set as default for 480 Pukerimu Lane' }));
      expect(await screen.findByText('Your default delivery address has been changed.')).toBeTruthy();
      expect(server.calls('PUT /api/v1/profile/address/2/setdefault')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Set as default for 12 Victoria Street' })).toBeTruthy();
    });

    it('moves the default back when the save fails', async () => {
      let release: (reply: unknown) => void = () => undefined;
      const pending = new Promise((resolve) => (release = resolve));
      const { user } = await renderAccount({ section: 'details' }, { 'PUT /api/v1/profile/address/2/setdefault': async () => (await pending, fail(500)) });
      await user.click(await screen.findByRole('button', { name: 'Set as default for 480 Pukerimu Lane' }));
      // Optimistic: the other address already offers to become the default.
      expect(screen.getByRole('button', { name: 'Set as default for 12 Victoria Street' })).toBeTruthy();
      release(null);
      expect(await screen.findByText('An error occurred while updating your delivery address.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Set as default for 480 Pukerimu Lane' })).toBeTruthy();
    });

    it('adds an address with the required messages first', async () => {
      const { user, server } = await renderAccount({ section: 'details' });
      await user.click(await screen.findByRole('button', { name: 'Add address' }));
      const dialog = screen.getByRole('dialog', { name: 'New delivery address' });
      await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
      for (const message of ['The Address is required', 'The City is required', 'The Postcode is required', 'The Region is required'])
        expect(within(dialog).getByText(message)).toBeTruthy();
      // A new address starts at 'Choose a region', as the guest checkout does.
      const region = within(dialog).getByRole('combobox', { name: /Region/ }) as HTMLSelectElement;
      expect(region.value).toBe('');
      expect(region.selectedOptions[0]!.textContent).toBe('Choose a region');
      await user.selectOptions(region, 'Auckland');
      await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '1 Queen Street');
      await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'Auckland');
      await user.type(within(dialog).getByRole('textbox', { name: /^Postcode/ }), '1010');
      await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
      expect(await screen.findByText('Your delivery address is saved.')).toBeTruthy();
      expect(server.calls('POST /api/v1/profile/address')[0]!.body).toMatchObject({
        street: '1 Queen Street',
        city: 'Auckland',
        postCode: '1010',
        region: { id: 2 },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('removes an address after confirming', async () => {
      const { user, server } = await renderAccount({ section: 'details' });
      await user.click(await screen.findByRole('button', { name: 'Remove 480 Pukerimu Lane' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove address' }));
      expect(await screen.findByText('Your delivery address has been removed.')).toBeTruthy();
      expect(server.calls('DELETE /api/v1/profile/address/2')).toHaveLength(1);
      expect(screen.queryByText('480 Pukerimu Lane', { ignore: '.sr-only' })).toBeNull();
    });

    it('shows the server message when removing fails', async () => {
      const { user } = await renderAccount(
        { section: 'details' },
        { 'DELETE /api/v1/profile/address/2': fail(409, 'The default delivery address cannot be removed.') },
      );
      await user.click(await screen.findByRole('button', { name: 'Remove 480 Pukerimu Lane' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove address' }));
      expect(await screen.findByText('The default delivery address cannot be removed.')).toBeTruthy();
    });
  });

  describe('reminder emails', () => {
    const switchOf = (name: string) => screen.findByRole('switch', { name });

    it('shows the client’s choices and saves a flipped switch, flipping it once the save succeeds', async () => {
      const { user, server } = await renderAccount(
        { section: 'details' },
        {
          'GET /api/v1/profile/reminders': ok({ appointment: true, vaccination: false }),
          'PUT /api/v1/profile/reminders': ok({ appointment: false, vaccination: false }),
        },
      );
      const appointment = await switchOf('Appointment reminders');
      const vaccination = await switchOf('Vaccination reminders');
      expect(appointment.getAttribute('aria-checked')).toBe('true');
      expect(vaccination.getAttribute('aria-checked')).toBe('false');
      await user.click(appointment);
      expect(await screen.findByText(REMINDERS_SAVED)).toBeTruthy();
      expect(server.calls('PUT /api/v1/profile/reminders').map((r) => r.body)).toEqual([{ appointment: false }]);
      await waitFor(() => expect(appointment.getAttribute('aria-checked')).toBe('false'));
      expect(vaccination.getAttribute('aria-checked')).toBe('false');
    });

    it('keeps the switch as it was and says why when the save fails', async () => {
      const { user } = await renderAccount({ section: 'details' }, { 'PUT /api/v1/profile/reminders': fail(500) });
      const vaccination = await switchOf('Vaccination reminders');
      await user.click(vaccination);
      expect(await screen.findByText(REMINDERS_SAVE_FAILED)).toBeTruthy();
      expect(vaccination.getAttribute('aria-checked')).toBe('true');
    });
  });

  describe('delete account', () => {
    it("asks first, then deletes, clears our storage keys (never the host page's) and goes to /", async () => {
      const assign = vi.fn();
      Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign, pathname: '/account/details' } });
      localStorage.setItem('vet-basket:tui-vets', 'b1');
      localStorage.setItem('clinic-cookie-consent', 'yes');
      const { user, server, events } = await renderAccount({ section: 'details' });
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
      expect(server.calls('DELETE /api/v1/profile/delete')).toHaveLength(0);
      // Without the password nothing is sent.
      await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
      expect(within(dialog).getByText(DELETE_PASSWORD_REQUIRED)).toBeTruthy();
      expect(server.calls('DELETE /api/v1/profile/delete')).toHaveLength(0);
      await user.type(within(dialog).getByLabelText(/Your password/), 'tui-demo-1');
      await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
      expect(await screen.findByText(ACCOUNT_DELETED)).toBeTruthy();
      expect(server.calls('DELETE /api/v1/profile/delete').map((c) => c.body)).toEqual([{ password: 'tui-demo-1' }]);
      expect(localStorage.getItem('vet-basket:tui-vets')).toBeNull();
      expect(localStorage.getItem('clinic-cookie-consent')).toBe('yes');
      expect(assign).toHaveBeenCalledWith('/');
      expect(events.map((e) => e.type)).toContain('vet-account:deleted');
      // The page after the redirect shows the message too.
      expect(takeFlash()).toEqual([{ kind: 'success', message: ACCOUNT_DELETED }]);
    });

    it('goes to deleted-url, or nowhere when the host cancels vet-account:deleted', async () => {
      const assign = vi.fn();
      Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, assign, pathname: '/account/details' } });
      const deleteWith = async (props: Parameters<typeof renderAccount>[0], cancel: boolean) => {
        sessionStorage.clear(); // no flash from an earlier deletion on this page
        forgetRevokedSessions(); // each deletion on a page of its own
        const { user, host, server, view } = await renderAccount(props);
        const deleted = vi.fn((e: Event) => cancel && e.preventDefault());
        host.addEventListener('vet-account:deleted', deleted);
        await user.click(await screen.findByRole('button', { name: 'Delete account' }));
        const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
        await user.type(within(dialog).getByLabelText(/Your password/), 'tui-demo-1');
        await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
        await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
        expect(server.calls('DELETE /api/v1/profile/delete')).toHaveLength(1);
        view.unmount();
      };
      await deleteWith({ section: 'details', deletedUrl: '/goodbye' }, false);
      expect(assign).toHaveBeenCalledWith('/goodbye');
      assign.mockClear();
      await deleteWith({ section: 'details', deletedUrl: 'javascript:alert(1)' }, true);
      expect(assign).not.toHaveBeenCalled();
      // The host stayed on the page: its other widgets, given the same token, are signed out all the same.
      expect(await tokenProvider({ token: TEST_TOKEN, apiBase: 'http://api.test', vetId: 'tui-vets' })()).toBeUndefined();
      // A deleted-url that is not a link falls back to /.
      await deleteWith({ section: 'details', deletedUrl: 'javascript:alert(1)' }, false);
      expect(assign).toHaveBeenCalledWith('/');
    });

    it('stays and says so when deleting fails', async () => {
      const { user } = await renderAccount({ section: 'details' }, { 'DELETE /api/v1/profile/delete': fail(500) });
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      await user.type(screen.getByLabelText(/Your password/), 'tui-demo-1');
      await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
      expect(await screen.findByText(ACCOUNT_DELETE_FAILED)).toBeTruthy();
    });

    it('keeps the dialog open on a wrong password, with the server message at the field', async () => {
      const wrong = 'That password is not correct, so your account was not deleted.';
      const { user } = await renderAccount({ section: 'details' }, { 'DELETE /api/v1/profile/delete': fail(422, wrong) });
      await user.click(await screen.findByRole('button', { name: 'Delete account' }));
      await user.type(screen.getByLabelText(/Your password/), 'nope-nope-1');
      await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
      expect(await within(dialog).findByText(wrong)).toBeTruthy();
    });
  });
});
