import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

const STAGES = ['About your pet', 'Appointment details', 'Date & Time', 'My details'];

describe('<Stepper>', () => {
  it('lists every stage in order and marks the current one with aria-current', () => {
    render(<Stepper stages={STAGES} current={2} label="Booking progress" />);
    const nav = screen.getByRole('navigation', { name: 'Booking progress' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/^[✓\d]/, ''))).toEqual([
      'About your pet (completed)',
      'Appointment details (completed)',
      'Date & Time',
      'My details',
    ]);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(within(nav).getByText('Step 3 of 4: Date & Time')).toBeTruthy();
  });

  // jsdom evaluates no media queries, so these read the classes: a bare class applies at
  // every width (phones included), a `min-[480px]:` one only from 480 px up.
  describe('on a phone (under 480 px)', () => {
    const classes = (el: Element) => (el.getAttribute('class') ?? '').split(/\s+/);
    const hiddenOnPhone = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (classes(node).some((c) => c === 'sr-only' || c === 'hidden' || c === 'truncate')) return true;
      }
      return false;
    };

    it('shows one line, "Step 2 of 4" with the current stage, instead of four cut-off labels', () => {
      render(<Stepper stages={STAGES} current={1} label="Booking progress" />);
      const summary = screen.getByText('Step 2 of 4: Appointment details');
      expect(hiddenOnPhone(summary)).toBe(false);
      // From 480 px the labels under the segments say it, so the line is for screen readers only.
      expect(classes(summary)).toContain('min-[480px]:sr-only');
    });

    it('hides the stage labels visually but keeps every stage for screen readers', () => {
      render(<Stepper stages={STAGES} current={1} label="Booking progress" />);
      for (const stage of STAGES) {
        const text = screen.getByText(stage);
        const label = text.closest('[data-part="stage-label"]')!;
        expect(hiddenOnPhone(text)).toBe(true);
        // sr-only, not display:none: still in the accessibility tree.
        expect(classes(label)).toContain('sr-only');
        expect(text.closest('[hidden],[aria-hidden="true"]')).toBeNull();
        // From 480 px each label shows, and wraps instead of being truncated.
        expect(classes(label)).toContain('min-[480px]:not-sr-only');
        expect(classes(text)).not.toContain('truncate');
      }
      expect(screen.getAllByRole('listitem')).toHaveLength(4);
    });
  });

  it('keeps the current stage within the list', () => {
    render(<Stepper stages={STAGES} current={9} />);
    expect(screen.getAllByRole('listitem')[3]!.getAttribute('aria-current')).toBe('step');
  });
});
