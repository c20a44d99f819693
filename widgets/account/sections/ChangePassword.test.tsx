import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WidgetRoot } from '../../kit/WidgetRoot';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountApiContext } from '../context';
import { testServer, fail, type Routes } from '../testServer';
import { takeFlash } from '../../kit/flash';
import { ChangePassword, SESSION_KEPT } from './ChangePassword';

function renderForm(routes: Routes = {}) {
  const server = testServer(routes);
  const redirect = vi.fn();
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <WidgetRoot tag="vet-account" host={host} root={host} attributes={{ apiBase: 'http://api.test' }}>
      <AccountApiContext.Provider value={server.api}>
        <ChangePassword redirect={redirect} />
      </AccountApiContext.Provider>
    </WidgetRoot>,
  );
  return { server, redirect, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

describe('<vet-account section="change-password">', () => {
  it('shows the required messages and sends nothing', async () => {
    const { user, server } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Verify new password is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Current password')));
    expect(server.calls('PUT /api/v1/profile/changepassword')).toHaveLength(0);
  });

  it("says 'New password do not match'", async () => {
    const { user } = renderForm();
    await user.type(field('Current password'), 'tui-demo-1');
    await user.type(field('New password'), 'new-secret-1');
    await user.type(field('Verify new password'), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('New password do not match')).toBeTruthy();
  });

  it('changes it, says so and goes to /', async () => {
    const { user, server, redirect } = renderForm();
    await user.type(field('Current password'), 'tui-demo-1');
    await user.type(field('New password'), 'new-secret-1');
    await user.type(field('Verify new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed')).toBeTruthy();
    expect(server.calls('PUT /api/v1/profile/changepassword')[0]!.body).toEqual({
      currentPassword: 'tui-demo-1',
      newPassword: 'new-secret-1',
      verifyNewPassword: 'new-secret-1',
    });
    expect(redirect).toHaveBeenCalledWith('/');
    // The home page then says this session was kept and the others ended.
    expect(takeFlash()).toEqual([{ kind: 'success', message: SESSION_KEPT }]);
  });

  it('shows the server message and stays when it fails', async () => {
    const { user, redirect } = renderForm({
      'PUT /api/v1/profile/changepassword': fail(422, 'Current password is not correct', { currentPassword: 'Current password is not correct' }),
    });
    await user.type(field('Current password'), 'wrong-one');
    await user.type(field('New password'), 'new-secret-1');
    await user.type(field('Verify new password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('Current password is not correct')).length).toBeGreaterThan(0);
    expect(redirect).not.toHaveBeenCalled();
    expect(field('New password').value).toBe('new-secret-1');
  });
});
