import { describe, expect, it } from 'vitest';
import { remToPx } from './px';

describe('remToPx: a host root font size does not resize widgets', () => {
  it('turns rem into px at 16 px a rem, and leaves em, %, px and words alone', () => {
    expect(remToPx('.p-4{padding:1rem}.text-sm{font-size:.875rem;line-height:1.25rem}.m{margin:-0.5rem 2em 10% 3px}')).toBe(
      '.p-4{padding:16px}.text-sm{font-size:14px;line-height:20px}.m{margin:-8px 2em 10% 3px}',
    );
    expect(remToPx('.remove{content:"1rem"}.x{width:calc(100% - 2.5rem)}')).toBe('.remove{content:"16px"}.x{width:calc(100% - 40px)}');
  });

  it('leaves class names alone: a calc() class keeps its escaped rem and so its element', () => {
    expect(remToPx('.max-w-\\[calc\\(100vw-1rem\\)\\]{max-width:calc(100vw - 1rem)}@media (min-width:40rem){.p-\\[2rem\\]{padding:2rem}}')).toBe(
      '.max-w-\\[calc\\(100vw-1rem\\)\\]{max-width:calc(100vw - 16px)}@media (min-width:640px){.p-\\[2rem\\]{padding:32px}}',
    );
  });
});
