import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageUpload, isAllowedFormat, type ImageSize } from './ImageUpload';

const file = (name: string, type: string) => new File(['x'], name, { type });

function setup(size: ImageSize = { width: 640, height: 400 }, props: Partial<Parameters<typeof ImageUpload>[0]> = {}) {
  // People can pick "All files" in the dialog: the accept attribute is only a hint.
  const user = userEvent.setup({ applyAccept: false });
  const onChange = vi.fn();
  const readSize = vi.fn(async () => size);
  render(<ImageUpload label="Pet photo" onChange={onChange} readSize={readSize} {...props} />);
  const input = screen.getByLabelText<HTMLInputElement>('Pet photo');
  return { user, onChange, readSize, input };
}

describe('<ImageUpload>', () => {
  it('accepts an allowed image within the size, previews it and reports the file', async () => {
    const { user, onChange, input } = setup();
    const photo = file('rex.png', 'image/png');
    await user.upload(input, photo);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(photo));
    const preview = screen.getByRole<HTMLImageElement>('img', { name: 'Preview of rex.png' });
    expect(preview.src).toMatch(/^data:image\/png;base64,/);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it.each([
    ['rex.svg', 'image/svg+xml'],
    ['rex.heic', 'image/heic'],
    ['notes.pdf', 'application/pdf'],
    ['rex.png.exe', 'application/octet-stream'],
    ['fake.png', 'text/html'],
  ])('refuses %s with the format message and sends nothing', async (name, type) => {
    const { user, onChange, readSize, input } = setup();
    await user.upload(input, file(name, type));
    expect(await screen.findByText('File must be a png, jpg, jpeg, webp, gif image')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('File must be a png, jpg, jpeg, webp, gif image').id);
    expect(readSize).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses an image larger than 800x400 by default', async () => {
    const { user, onChange, input } = setup({ width: 801, height: 300 });
    await user.upload(input, file('wide.jpg', 'image/jpeg'));
    expect(await screen.findByText('Image must be no larger than 800x400px')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('');
  });

  it('takes other limits, including a minimum size', async () => {
    const { user, onChange, input } = setup({ width: 500, height: 200 }, { maxWidth: 2000, maxHeight: 2000, minWidth: 800, minHeight: 400 });
    await user.upload(input, file('small.jpeg', 'image/jpeg'));
    expect(await screen.findByText('Image must be at least 800x400px')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the error on a good file, and removes the image on request', async () => {
    const { user, onChange, input, readSize } = setup();
    readSize.mockResolvedValueOnce({ width: 900, height: 900 });
    await user.upload(input, file('big.png', 'image/png'));
    await screen.findByText('Image must be no larger than 800x400px');
    await user.upload(input, file('ok.webp', 'image/webp'));
    await screen.findByRole('img', { name: 'Preview of ok.webp' });
    expect(screen.queryByText('Image must be no larger than 800x400px')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(input);
  });

  it('checks extension and type together', () => {
    expect(isAllowedFormat({ name: 'A.JPG', type: 'image/jpeg' }, ['jpg'])).toBe(true);
    expect(isAllowedFormat({ name: 'a.jpg', type: '' }, ['jpg'])).toBe(true);
    expect(isAllowedFormat({ name: 'a.svg', type: 'image/png' }, ['svg', 'png'])).toBe(false);
    expect(isAllowedFormat({ name: 'jpg', type: 'image/jpeg' }, ['jpg'])).toBe(false);
  });
});
