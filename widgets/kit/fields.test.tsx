import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('<TextField>', () => {
  it('is labelled, marks required fields and types into the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="First name" required value="" onChange={(e) => onChange(e.target.value)} />);
    const input = screen.getByRole('textbox', { name: /First name/ });
    expect(input).toHaveProperty('required', true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    await user.type(input, 'A');
    expect(onChange).toHaveBeenCalledWith('A');
  });

  it('links its hint and error message and is invalid while there is an error', () => {
    const { rerender } = render(<TextField label="Email" hint="We send the confirmation here" value="x" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedText(input)).toBe('We send the confirmation here');
    rerender(<TextField label="Email" hint="We send the confirmation here" error="Invalid email" value="x" onChange={() => {}} />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('We send the confirmation here | Invalid email');
  });

  it('can be disabled or read-only', () => {
    render(
      <>
        <TextField label="A" disabled value="" onChange={() => {}} />
        <TextField label="B" readOnly value="Rex" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'A' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'B' })).toHaveProperty('readOnly', true);
  });
});

function Notes({ max = 10 }: { max?: number }) {
  const [value, setValue] = useState('');
  return <TextArea label="Notes" maxLength={max} value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('<TextArea>', () => {
  it('counts characters live against maxLength and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<Notes max={400} />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.getByTestId('char-count').textContent).toBe('0/400');
    await user.type(area, 'Limping');
    expect(screen.getByTestId('char-count').textContent).toBe('7/400');
    expect(area.getAttribute('maxlength')).toBe('400');
    expect(describedText(area)).toBe('Up to 400 characters.');
  });

  it('tells screen readers how many characters are left only near the limit', async () => {
    const user = userEvent.setup();
    render(<Notes max={25} />);
    const live = document.querySelector('[aria-live="polite"]')!;
    await user.type(screen.getByRole('textbox'), 'abcd');
    expect(live.textContent).toBe('');
    await user.type(screen.getByRole('textbox'), 'e'.repeat(30));
    expect(live.textContent).toBe('0 characters left');
    expect(screen.getByTestId('char-count').textContent).toBe('25/25');
  });

  it('has no counter without maxLength, and shows its error', () => {
    render(<TextArea label="Message" error="Please enter a message" value="" onChange={() => {}} />);
    expect(screen.queryByTestId('char-count')).toBeNull();
    expect(describedText(screen.getByRole('textbox'))).toBe('Please enter a message');
  });
});

describe('<Select>', () => {
  const options = [
    { value: '1', label: 'Dog' },
    { value: '2', label: 'Cat' },
  ];

  it('shows the placeholder until a choice is made, and the placeholder cannot be chosen', async () => {
    const user = userEvent.setup();
    function Species() {
      const [value, setValue] = useState('');
      return <Select label="Species" placeholder="Select a species…" options={options} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Species />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Species' });
    expect(select.selectedOptions[0]!.textContent).toBe('Select a species…');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Select a species…' }).disabled).toBe(true);
    await user.selectOptions(select, 'Cat');
    expect(select.value).toBe('2');
  });

  it('links its error', () => {
    render(<Select label="Clinic" options={options} error="Clinic is required" value="" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Clinic' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(select)).toBe('Clinic is required');
  });
});

describe('<Checkbox>', () => {
  it('toggles by its label and with Space', async () => {
    const user = userEvent.setup();
    function Accept() {
      const [checked, setChecked] = useState(false);
      return <Checkbox label="I accept" checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
    }
    render(<Accept />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I accept' });
    await user.click(screen.getByText('I accept'));
    expect(box.checked).toBe(true);
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
  });

  it('cannot be changed when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="I accept" disabled checked={false} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
