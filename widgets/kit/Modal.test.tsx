import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Returning
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Log in to continue">
        <p>Please log in.</p>
        <button type="button" onClick={() => setOpen(false)}>
          Continue as new
        </button>
        <a href="/sign-in">Log in</a>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Returning' });
  await user.click(opener);
  return { user, opener };
}

describe('<Modal>', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, with focus moved inside', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Log in to continue' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue as new' }));
    await user.tab();
    expect(document.activeElement).toBe(link);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(link);
  });

  it('closes with Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button and with a click on the backdrop', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // jsdom has no top layer (HTMLDialogElement without showModal), so these stand in the
  // browser's showModal()/close() and check the Modal uses them: a position:fixed overlay
  // inside a widget's shadow root is stacked under a later widget's stacking context.
  describe('in a browser with a top layer', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    });

    function withTopLayer() {
      const showModal = vi.fn(function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
      });
      const close = vi.fn(function (this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      });
      Object.assign(HTMLDialogElement.prototype, { showModal, close });
      return { showModal, close };
    }

    it('opens a native <dialog> with showModal(), so nothing on the page draws over it', async () => {
      const { showModal } = withTopLayer();
      await openModal();
      const dialog = screen.getByRole('dialog', { name: 'Log in to continue' });
      expect(dialog.tagName).toBe('DIALOG');
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(showModal.mock.contexts[0]).toBe(dialog);
      // The dimmed backdrop is inside the dialog, so it is in the top layer too.
      expect(dialog.contains(screen.getByTestId('dialog-backdrop'))).toBe(true);
      expect(dialog.contains(document.activeElement)).toBe(true);
    });

    it('leaves the top layer with close() when closed, and gives focus back', async () => {
      const { close } = withTopLayer();
      const { user, opener } = await openModal();
      const dialog = screen.getByRole('dialog');
      await user.keyboard('{Escape}');
      expect(close).toHaveBeenCalledTimes(1);
      expect(close.mock.contexts[0]).toBe(dialog);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });

    it('turns a close request of the browser (cancel, e.g. Android back) into onClose', async () => {
      withTopLayer();
      await openModal();
      const cancel = new Event('cancel', { cancelable: true });
      await act(async () => {
        screen.getByRole('dialog').dispatchEvent(cancel);
      });
      expect(cancel.defaultPrevented).toBe(true);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('works inside a shadow root (where every widget renders it)', async () => {
      const { showModal } = withTopLayer();
      const host = document.createElement('div');
      document.body.append(host);
      const shadow = host.attachShadow({ mode: 'open' });
      const container = document.createElement('div');
      shadow.append(container);
      const user = userEvent.setup();
      render(<Harness />, { container });
      await user.click(within(container).getByRole('button', { name: 'Returning' }));
      const dialog = within(container).getByRole('dialog', { name: 'Log in to continue' });
      expect(showModal.mock.contexts[0]).toBe(dialog);
      expect(shadow.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
      await user.keyboard('{Escape}');
      expect(within(container).queryByRole('dialog')).toBeNull();
      expect(shadow.activeElement).toBe(within(container).getByRole('button', { name: 'Returning' }));
    });
  });
});
