import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

const tabs: TabItem[] = [
  { id: 'future', label: 'Upcoming', content: <p>Upcoming list</p> },
  { id: 'past', label: 'Past', content: <p>Past list</p> },
  { id: 'other', label: 'Other', content: <p>Other list</p>, disabled: true },
  { id: 'all', label: 'All', content: <p>All list</p> },
];

function selectedTab() {
  return screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
}

describe('<Tabs>', () => {
  it('links tabs and panels and shows only the selected panel', () => {
    render(<Tabs tabs={tabs} label="Appointments" />);
    expect(screen.getByRole('tablist', { name: 'Appointments' })).toBeTruthy();
    const upcoming = screen.getByRole('tab', { name: 'Upcoming' });
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming' });
    expect(upcoming.getAttribute('aria-selected')).toBe('true');
    expect(upcoming.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Upcoming list');
    expect(screen.queryByText('Past list')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Past' }).tabIndex).toBe(-1);
  });

  it('moves and selects with the arrow keys, wrapping and skipping disabled tabs', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} label="Appointments" onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Upcoming' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(selectedTab());
    expect(selectedTab()?.textContent).toBe('Past');
    expect(screen.getByRole('tabpanel').textContent).toBe('Past list');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('All');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Upcoming');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('All');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['past', 'all', 'future', 'all']);
  });

  it('jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Appointments" defaultValue="past" />);
    screen.getByRole('tab', { name: 'Past' }).focus();
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('All');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Upcoming');
    expect(selectedTab()?.textContent).toBe('Upcoming');
  });

  it('tabs from the selected tab into its panel', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Appointments" defaultValue="past" />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Past');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Past' }));
  });

  it('selects by click', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Appointments" />);
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(selectedTab()?.textContent).toBe('Past');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('past');
      return (
        <>
          <Tabs tabs={tabs} label="Appointments" value={value} onChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(selectedTab()?.textContent).toBe('Past');
    screen.getByRole('tab', { name: 'Past' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status').textContent).toBe('future');
    expect(selectedTab()?.textContent).toBe('Upcoming');
  });

  it('uses Up and Down when vertical', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Sections" orientation="vertical" />);
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    screen.getByRole('tab', { name: 'Upcoming' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()?.textContent).toBe('Past');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Past');
  });

  it('keeps hidden panels mounted on request', () => {
    render(<Tabs tabs={tabs} label="Appointments" keepMounted />);
    expect(screen.getByText('Past list', { selector: 'p' }).closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
  });
});
