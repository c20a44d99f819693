import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { startIslands } from '../islands';
import { parseBlocks } from '../../shared/content/blocks';
import { seedBlock } from '../test/seedContent';
import { BlockView } from './Blocks';
import { wrapIndex } from '../islands/lightbox';

// The lightbox runs as an island (plain DOM), as on a page sent without React.
beforeAll(() => startIslands(document, { hydrating: false }));

describe('wrapIndex', () => {
  it.each([
    [0, 1, 6, 1],
    [5, 1, 6, 0],
    [0, -1, 6, 5],
    [3, -1, 6, 2],
    [0, 1, 1, 0],
    [0, -1, 0, 0],
  ])('from %i by %i of %i is %i', (index, step, count, expected) => expect(wrapIndex(index, step, count)).toBe(expected));
});

describe('gallery lightbox', () => {
  function open(picture: number) {
    const [block] = parseBlocks([seedBlock('gallery')]);
    render(<BlockView block={block!} />);
    const thumb = screen.getByRole('button', { name: new RegExp(`^Open picture ${picture} of 6`) });
    thumb.focus();
    fireEvent.click(thumb);
    return { thumb, dialog: screen.getByRole('dialog') };
  }
  const current = () => screen.getByRole('dialog').getAttribute('aria-labelledby') && within(screen.getByRole('dialog')).getByRole('img').getAttribute('alt');

  it('shows the grid of pictures', () => {
    const [block] = parseBlocks([seedBlock('gallery')]);
    render(<BlockView block={block!} />);
    expect(screen.getByRole('heading', { name: 'Inside our clinics' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Open picture/ })).toHaveLength(6);
  });

  it('opens the chosen picture full screen with its caption', () => {
    const { dialog } = open(2);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(current()).toBe('The surgery and recovery ward');
    expect(within(dialog).getByText('Picture 2 of 6: Theatre and recovery')).toBeTruthy();
  });

  it('moves with the Right and Left arrow keys', () => {
    const { dialog } = open(2);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(current()).toBe('A horse in the examination yard');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(current()).toBe('The reception desk and retail wall');
  });

  it('wraps from the last picture to the first and back', () => {
    const { dialog } = open(6);
    expect(current()).toBe('Puppies at preschool');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(current()).toBe('The reception desk and retail wall');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(current()).toBe('Puppies at preschool');
  });

  it('has previous, next and close buttons', () => {
    open(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(current()).toBe('Puppies at preschool');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(current()).toBe('The surgery and recovery ward');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape and gives focus back to the picture that opened it', () => {
    const { dialog, thumb } = open(3);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  it('keeps Tab inside the dialog', () => {
    const { dialog } = open(1);
    const next = within(dialog).getByRole('button', { name: 'Next picture' });
    next.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
  });
});
