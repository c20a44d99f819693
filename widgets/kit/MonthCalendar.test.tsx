import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthCalendar, type MonthCalendarProps } from './MonthCalendar';

// Thursday 10 April 2025 in NZ. April 2025 starts on a Tuesday.
const TODAY = '2025-04-10';
const SLOTS = ['2025-04-08', '2025-04-11', '2025-04-14', '2025-04-30', '2025-05-01', '2025-05-20'];

function Harness(props: Partial<MonthCalendarProps> & { onMonth?: (m: string) => void; onDay?: (d: string) => void }) {
  const [month, setMonth] = useState(props.month ?? '2025-04');
  const [selected, setSelected] = useState<string | null>(props.selected ?? null);
  return (
    <MonthCalendar
      today={TODAY}
      availableDays={SLOTS}
      {...props}
      month={month}
      selected={selected}
      onMonthChange={(m) => {
        // The spec: changing month clears the selected date.
        setMonth(m);
        setSelected(null);
        props.onMonth?.(m);
      }}
      onSelect={(d) => {
        setSelected(d);
        props.onDay?.(d);
      }}
    />
  );
}

const day = (label: string) => screen.getByRole('button', { name: label });
const focusedLabel = () => document.activeElement?.getAttribute('aria-label');

describe('<MonthCalendar>', () => {
  describe('layout', () => {
    it('shows a Monday-first grid labelled with the month', () => {
      render(<Harness />);
      const grid = screen.getByRole('grid', { name: 'April 2025' });
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
      expect(within(grid).getAllByRole('columnheader')[0]!.getAttribute('abbr')).toBe('Monday');
      const firstWeek = within(grid).getAllByRole('row')[1]!;
      const cells = within(firstWeek).getAllByRole('gridcell');
      expect(cells[0]!.textContent).toBe(''); // Monday 31 March belongs to March
      expect(within(cells[1]!).getByRole('button').getAttribute('aria-label')).toBe('Tuesday, 1 April 2025');
      expect(within(grid).getAllByRole('button')).toHaveLength(30);
    });

    it('names every day with its full date and marks today', () => {
      render(<Harness />);
      expect(day('Thursday, 10 April 2025').getAttribute('aria-current')).toBe('date');
      expect(day('Wednesday, 30 April 2025').textContent).toBe('30');
    });
  });

  describe('which days can be chosen', () => {
    it('disables past days, including past days with slots', () => {
      render(<Harness />);
      expect(day('Tuesday, 8 April 2025').getAttribute('aria-disabled')).toBe('true');
      expect(day('Wednesday, 9 April 2025').getAttribute('aria-disabled')).toBe('true');
    });

    it('disables days without slots and enables days with them', () => {
      render(<Harness />);
      expect(day('Thursday, 10 April 2025').getAttribute('aria-disabled')).toBe('true');
      expect(day('Saturday, 12 April 2025').getAttribute('aria-disabled')).toBe('true');
      expect(day('Friday, 11 April 2025').hasAttribute('aria-disabled')).toBe(false);
      expect(day('Monday, 14 April 2025').hasAttribute('aria-disabled')).toBe(false);
    });

    it('applies an extra isDayDisabled rule', () => {
      render(<Harness isDayDisabled={(d) => d === '2025-04-14'} />);
      expect(day('Monday, 14 April 2025').getAttribute('aria-disabled')).toBe('true');
    });

    it('allows any future day when no available days are given', () => {
      render(<Harness availableDays={undefined} />);
      expect(day('Saturday, 12 April 2025').hasAttribute('aria-disabled')).toBe(false);
      expect(day('Wednesday, 9 April 2025').getAttribute('aria-disabled')).toBe('true');
    });

    it('selects an available day on click and marks it selected', async () => {
      const user = userEvent.setup();
      const onDay = vi.fn();
      render(<Harness onDay={onDay} />);
      await user.click(day('Monday, 14 April 2025'));
      expect(onDay).toHaveBeenCalledWith('2025-04-14');
      expect(day('Monday, 14 April 2025').closest('td')?.getAttribute('aria-selected')).toBe('true');
      expect(day('Friday, 11 April 2025').closest('td')?.getAttribute('aria-selected')).toBe('false');
    });

    it('ignores clicks on disabled days', async () => {
      const user = userEvent.setup();
      const onDay = vi.fn();
      render(<Harness onDay={onDay} />);
      await user.click(day('Saturday, 12 April 2025'));
      await user.click(day('Tuesday, 8 April 2025'));
      expect(onDay).not.toHaveBeenCalled();
    });
  });

  describe('month navigation', () => {
    it('disables Previous month on the current month', async () => {
      const user = userEvent.setup();
      const onMonth = vi.fn();
      render(<Harness onMonth={onMonth} />);
      expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
      await user.click(screen.getByRole('button', { name: 'Next month' }));
      expect(onMonth).toHaveBeenCalledWith('2025-05');
      expect(screen.getByRole('grid', { name: 'May 2025' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', false);
      await user.click(screen.getByRole('button', { name: 'Previous month' }));
      expect(onMonth).toHaveBeenLastCalledWith('2025-04');
    });

    it('respects an explicit min and max month', () => {
      render(<Harness month="2025-06" minMonth="2025-06" maxMonth="2025-06" />);
      expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
      expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    });
  });

  describe('keyboard', () => {
    it('puts exactly one day in the Tab order: today in the current month', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      const tabbable = screen.getAllByRole('button').filter((b) => b.closest('table') && b.tabIndex === 0);
      expect(tabbable).toHaveLength(1);
      await user.tab(); // Next month (Previous is disabled)
      await user.tab();
      expect(focusedLabel()).toBe('Thursday, 10 April 2025');
    });

    it('starts on the selected day when there is one', async () => {
      const user = userEvent.setup();
      render(<Harness selected="2025-04-14" />);
      await user.tab();
      await user.tab();
      expect(focusedLabel()).toBe('Monday, 14 April 2025');
    });

    it('moves by day and week with the arrow keys, and to the week ends with Home and End', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      day('Thursday, 10 April 2025').focus();
      await user.keyboard('{ArrowRight}');
      expect(focusedLabel()).toBe('Friday, 11 April 2025');
      await user.keyboard('{ArrowDown}');
      expect(focusedLabel()).toBe('Friday, 18 April 2025');
      await user.keyboard('{ArrowLeft}');
      expect(focusedLabel()).toBe('Thursday, 17 April 2025');
      await user.keyboard('{ArrowUp}');
      expect(focusedLabel()).toBe('Thursday, 10 April 2025');
      await user.keyboard('{Home}');
      expect(focusedLabel()).toBe('Monday, 7 April 2025');
      await user.keyboard('{End}');
      expect(focusedLabel()).toBe('Sunday, 13 April 2025');
      expect(day('Sunday, 13 April 2025').tabIndex).toBe(0);
      expect(day('Thursday, 10 April 2025').tabIndex).toBe(-1);
    });

    it('keeps Home inside the month when the week began in the month before', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      day('Thursday, 3 April 2025').focus();
      await user.keyboard('{Home}');
      expect(focusedLabel()).toBe('Tuesday, 1 April 2025');
    });

    it('crosses into the next month with the arrows, reporting the month change', async () => {
      const user = userEvent.setup();
      const onMonth = vi.fn();
      render(<Harness onMonth={onMonth} />);
      day('Wednesday, 30 April 2025').focus();
      await user.keyboard('{ArrowRight}');
      expect(onMonth).toHaveBeenCalledWith('2025-05');
      expect(focusedLabel()).toBe('Thursday, 1 May 2025');
      await user.keyboard('{ArrowLeft}');
      expect(onMonth).toHaveBeenLastCalledWith('2025-04');
      expect(focusedLabel()).toBe('Wednesday, 30 April 2025');
    });

    it('moves by month with PageUp and PageDown, and by year with Shift', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      day('Wednesday, 30 April 2025').focus();
      await user.keyboard('{PageDown}');
      expect(focusedLabel()).toBe('Friday, 30 May 2025');
      await user.keyboard('{Shift>}{PageDown}{/Shift}');
      expect(focusedLabel()).toBe('Saturday, 30 May 2026');
      await user.keyboard('{Shift>}{PageUp}{/Shift}');
      await user.keyboard('{PageDown}');
      expect(focusedLabel()).toBe('Monday, 30 June 2025');
    });

    it('does not go before the minimum month', async () => {
      const user = userEvent.setup();
      const onMonth = vi.fn();
      render(<Harness onMonth={onMonth} />);
      day('Tuesday, 1 April 2025').focus();
      await user.keyboard('{ArrowLeft}{ArrowUp}{PageUp}');
      expect(onMonth).not.toHaveBeenCalled();
      expect(focusedLabel()).toBe('Tuesday, 1 April 2025');
      await user.keyboard('{ArrowRight}{ArrowUp}');
      expect(focusedLabel()).toBe('Wednesday, 2 April 2025');
    });

    it('chooses with Enter and Space, but not a disabled day', async () => {
      const user = userEvent.setup();
      const onDay = vi.fn();
      render(<Harness onDay={onDay} />);
      day('Friday, 11 April 2025').focus();
      await user.keyboard('{Enter}');
      expect(onDay).toHaveBeenLastCalledWith('2025-04-11');
      await user.keyboard('{ArrowRight}'); // Saturday 12: no slots
      await user.keyboard(' ');
      expect(onDay).toHaveBeenCalledTimes(1);
      await user.keyboard('{ArrowRight}{ArrowRight} ');
      expect(onDay).toHaveBeenLastCalledWith('2025-04-14');
      expect(day('Monday, 14 April 2025').closest('td')?.getAttribute('aria-selected')).toBe('true');
    });
  });
});
