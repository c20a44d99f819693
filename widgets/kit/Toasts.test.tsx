import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leaveFlash, takeFlash } from './flash';
import { rootStyles } from './rootStyles';
import { toastCss } from './ToastArea';
import { TOAST_STYLES_KEY } from './ToastArea';
import { useToast } from './Toasts';
import { WidgetRoot } from './WidgetRoot';

function Notify({ label }: { label: string }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success(`${label} saved`)}>
        {label} ok
      </button>
      <button type="button" onClick={() => toast.error(`${label} failed`)}>
        {label} fail
      </button>
      <button type="button" onClick={() => toast.dismiss()}>
        {label} clear
      </button>
    </>
  );
}

function mount(label: string, root?: ShadowRoot) {
  const host = document.createElement('div');
  document.body.append(host);
  const view = render(
    <WidgetRoot tag="vet-test" host={host} root={root ?? host} attributes={{ apiBase: 'http://api.test' }}>
      <Notify label={label} />
    </WidgetRoot>,
  );
  return { host, ...view };
}

describe('toasts', () => {
  it('shows, once, a message the previous page left before its redirect (a flash)', async () => {
    leaveFlash({ kind: 'success', message: 'Your account has been deleted' });
    mount('First');
    expect((await screen.findByText('Your account has been deleted')).closest('[role="status"]')).not.toBeNull();
    mount('Second');
    // A toast of the second widget's own: once it shows, a flash that widget had taken would have shown first.
    fireEvent.click(screen.getByRole('button', { name: 'Second ok' }));
    expect(await screen.findByText('Second saved')).toBeTruthy();
    expect(screen.getAllByText('Your account has been deleted')).toHaveLength(1);
    expect(takeFlash()).toEqual([]);
  });

  it('shows a success as a status and an error as an alert', async () => {
    const user = userEvent.setup();
    mount('Pet');
    await user.click(screen.getByRole('button', { name: 'Pet ok' }));
    await user.click(screen.getByRole('button', { name: 'Pet fail' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Pet failed');
    expect(screen.getByText('Pet saved').closest('[role="status"]')).not.toBeNull();
  });

  it("takes this widget's toasts away on dismiss(), and only this widget's", async () => {
    const user = userEvent.setup();
    mount('Pet');
    mount('Order');
    await user.click(screen.getByRole('button', { name: 'Pet fail' }));
    await user.click(screen.getByRole('button', { name: 'Order fail' }));
    await screen.findByText('Pet failed');
    await screen.findByText('Order failed');
    const pet = screen.getByText('Pet failed').closest('.Toastify__toast')!;
    await user.click(screen.getByRole('button', { name: 'Pet clear' }));
    // jsdom runs no CSS animations: end the exit animation react-toastify waits for.
    await waitFor(() => expect(pet.className).toMatch(/exit/));
    fireEvent.animationEnd(pet);
    await waitFor(() => expect(screen.queryByText('Pet failed')).toBeNull());
    expect(screen.getByText('Order failed')).toBeTruthy();
  });

  it('closes on its own after 5000 ms (the timer is a CSS animation of that length)', async () => {
    const user = userEvent.setup();
    mount('Pet');
    await user.click(screen.getByRole('button', { name: 'Pet fail' }));
    const alert = await screen.findByRole('alert');
    // jsdom runs no CSS animations: react-toastify closes a toast when its timer bar's
    // animation ends, so the length of that animation is the auto-close delay.
    const timer = within(alert).getByRole('progressbar', { name: 'notification timer' });
    expect(timer.style.animationDuration).toBe('5000ms');
  });

  it('gives the close button a target of at least 24x24 px (WCAG 2.2 target size)', async () => {
    const user = userEvent.setup();
    mount('Pet');
    await user.click(screen.getByRole('button', { name: 'Pet fail' }));
    const alert = await screen.findByRole('alert');
    const toast = alert.closest('.Toastify__toast') as HTMLElement;
    const close = within(toast).getByRole('button', { name: 'close' });
    // The stylesheet sits in the widget root (here the light DOM host), so jsdom cascades it.
    const style = getComputedStyle(close);
    expect(parseFloat(style.minWidth)).toBeGreaterThanOrEqual(24);
    expect(parseFloat(style.minHeight)).toBeGreaterThanOrEqual(24);
  });

  it('keeps each widget’s toasts in its own container', async () => {
    const user = userEvent.setup();
    const a = mount('A');
    const b = mount('B');
    await user.click(screen.getByRole('button', { name: 'A fail' }));
    await within(a.container).findByText('A failed');
    expect(within(b.container).queryByText('A failed')).toBeNull();
  });

  it('puts its CSS inside the shadow root when the first toast shows, with the variables scoped to the toast area', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    render(
      <WidgetRoot tag="vet-test" host={host} root={shadow} attributes={{ apiBase: 'http://api.test' }}>
        <Notify label="S" />
      </WidgetRoot>,
      { container },
    );
    // No toast yet: neither its code nor its CSS has been needed.
    expect(rootStyles(shadow, TOAST_STYLES_KEY)).toBe('');
    await userEvent.setup().click(within(container).getByRole('button', { name: 'S fail' }));
    expect((await within(container).findByRole('alert')).textContent).toContain('S failed');
    const css = rootStyles(shadow, TOAST_STYLES_KEY);
    expect(css).toContain('.vet-toasts{--toastify-color-success:var(--vet-success');
    expect(document.head.querySelector('style')?.textContent ?? '').not.toContain('Toastify');
    expect(toastCss(':root { --toastify-z-index: 9999; } .Toastify__toast {}')).toMatch(/^\.vet-toasts \{ --toastify-z-index: 9999; \}/);
  });

  it('shows toasts asked for before the area loaded, each once and in order', async () => {
    function Burst() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => ['one', 'two', 'three'].forEach((m) => toast.success(m))}>
          burst
        </button>
      );
    }
    const host = document.createElement('div');
    document.body.append(host);
    render(
      <WidgetRoot tag="vet-test" host={host} root={host} attributes={{ apiBase: 'http://api.test' }}>
        <Burst />
      </WidgetRoot>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'burst' }));
    await screen.findByText('three');
    // newestOnTop: the last asked for is first.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['three', 'two', 'one']);
  });
});
