import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { Spinner } from './Spinner';

describe('<Button>', () => {
  it('is a plain button (never submits a form by accident) and runs onClick from the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('while loading keeps its name, shows a spinner, is busy and cannot be pressed', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Complete booking
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Complete booking' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.animate-spin')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled when told, and styled per variant with the theme colours', () => {
    render(
      <>
        <Button disabled>Back</Button>
        <Button variant="secondary">Other</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Back' }).className).toContain('bg-primary');
    expect(screen.getByRole('button', { name: 'Other' }).className).toContain('border-primary');
  });
});

describe('<Spinner>', () => {
  it('announces what is loading as a status', () => {
    render(<Spinner label="Loading available times…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading available times…');
  });

  it('can keep its label for screen readers only, or be purely decorative', () => {
    const { container } = render(
      <>
        <Spinner labelHidden />
        <Spinner decorative />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('Loading…').className).toContain('sr-only');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});
