import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useWidget } from './WidgetContext';
import { WidgetRoot } from './WidgetRoot';

function ShowConfig() {
  const { config, emit } = useWidget();
  return (
    <button type="button" onClick={() => emit('vet-booking:error', { message: 'from vet-test' })}>
      {config.vetId} at {config.apiBase}
    </button>
  );
}

function Boom(): never {
  throw new Error('boom');
}

function setup(attributes: Record<string, unknown>, child = <ShowConfig />) {
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <WidgetRoot tag="vet-test" host={host} root={host} attributes={{ apiBase: 'http://api.test', ...attributes }}>
      {child}
    </WidgetRoot>,
  );
  return host;
}

describe('<WidgetRoot>', () => {
  it('provides the parsed config to the flow', () => {
    setup({ vetId: 'kea-vets' });
    expect(screen.getByRole('button').textContent).toBe('kea-vets at http://api.test');
  });

  it('shows what to fix instead of the flow when an attribute is invalid, and says it once in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup({ vetId: 'no spaces please' });
    expect(screen.getByRole('alert').textContent).toContain('<vet-test> is not set up correctly');
    expect(screen.getByRole('alert').textContent).toContain('vet-id must be letters, digits and dashes');
    expect(screen.queryByRole('button')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/^<vet-test> is not set up correctly: vet-id must be letters/);
    warn.mockRestore();
  });

  it('dispatches bubbling, composed events from the host element', () => {
    const host = setup({});
    const listener = vi.fn();
    document.addEventListener('vet-booking:error', listener);
    screen.getByRole('button').click();
    document.removeEventListener('vet-booking:error', listener);
    const event = listener.mock.calls[0]![0] as CustomEvent;
    expect(event.detail).toEqual({ message: 'from vet-test' });
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.target).toBe(host);
  });

  it('keeps a crash inside the widget', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({}, <Boom />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    error.mockRestore();
  });
});
