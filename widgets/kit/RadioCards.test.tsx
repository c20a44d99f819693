import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioCards, type RadioCardOption } from './RadioCards';

const CLINICS: RadioCardOption[] = [
  { value: 'ham', title: 'Hamilton', description: '12 Grey Street' },
  { value: 'cam', title: 'Cambridge', description: '4 Victoria Street' },
  { value: 'rag', title: 'Raglan', disabled: true },
  { value: 'te', title: 'Te Awamutu' },
];

function Harness({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button">before</button>
      <RadioCards
        name="clinic"
        label="Clinic"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        options={CLINICS}
      />
      <button type="button">after</button>
    </>
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => r.textContent);

describe('<RadioCards>', () => {
  it('is a labelled radio group whose cards are described by their text', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Clinic' })).toBeTruthy();
    expect(radio('Hamilton').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(radio('Hamilton').getAttribute('aria-describedby')!)!.textContent).toBe('12 Grey Street');
    expect(radio('Raglan').getAttribute('aria-disabled')).toBe('true');
  });

  it('has one tab stop: the first card when nothing is chosen, else the chosen one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(radio('Hamilton'));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('after');
    unmount();
    render(<Harness initial="cam" />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(radio('Cambridge'));
  });

  it('moves and chooses with the arrow keys, skipping disabled cards and wrapping at the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="ham" onChange={onChange} />);
    radio('Hamilton').focus();
    await user.keyboard('{ArrowDown}');
    expect(checked()).toEqual([expect.stringContaining('Cambridge')]);
    expect(document.activeElement).toBe(radio('Cambridge'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radio('Te Awamutu'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Hamilton'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(radio('Te Awamutu'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(radio('Cambridge'));
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['cam', 'te', 'ham', 'te', 'cam']);
    expect(radio('Cambridge').tabIndex).toBe(0);
    expect(radio('Hamilton').tabIndex).toBe(-1);
  });

  it('goes to the ends with Home and End, and chooses the focused card with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    radio('Hamilton').focus();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(radio('Te Awamutu'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(radio('Hamilton'));
    expect(onChange).toHaveBeenLastCalledWith('ham');
    onChange.mockClear();
    await user.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled(); // already chosen
  });

  it('chooses by click but never a disabled card', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByText('Raglan'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByText('4 Victoria Street'));
    expect(onChange).toHaveBeenCalledWith('cam');
    expect(checked()).toEqual([expect.stringContaining('Cambridge')]);
  });
});
