import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetRoot } from '../kit/WidgetRoot';
import { KitDemo } from './KitDemo';

function renderDemo(petCount?: number) {
  const host = document.createElement('div');
  document.body.append(host);
  const changed = vi.fn();
  host.addEventListener('vet-kit-demo:changed', (e) => changed((e as CustomEvent).detail));
  render(
    <WidgetRoot tag="vet-kit-demo" host={host} root={host} attributes={{ apiBase: 'http://api.test' }}>
      <KitDemo petCount={petCount} />
    </WidgetRoot>,
  );
  return { changed };
}

describe('<vet-kit-demo>', () => {
  it('clamps the initial pet count to 1-3 and disables the buttons at the ends', async () => {
    renderDemo(7);
    expect(screen.getByTestId('pet-count').textContent).toBe('3 pets');
    expect(screen.getByRole('button', { name: 'One pet more' })).toHaveProperty('disabled', true);
  });

  it('counts with the keyboard and emits the new count', async () => {
    const user = userEvent.setup();
    const { changed } = renderDemo();
    screen.getByRole('button', { name: 'One pet more' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('pet-count').textContent).toBe('2 pets');
    expect(changed).toHaveBeenCalledWith({ petCount: 2 });
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
