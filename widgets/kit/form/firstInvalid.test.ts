import { afterEach, describe, expect, it } from 'vitest';
import { firstInvalid, revealFirstInvalid } from './firstInvalid';

function formOf(html: string) {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.append(form);
  return form;
}

afterEach(() => document.body.replaceChildren());

describe('the first invalid control', () => {
  it('is the first one marked invalid in reading order', () => {
    const form = formOf('<input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true">');
    expect(revealFirstInvalid(form)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });

  it("is a radio group's focusable radio, not the group", () => {
    const form = formOf(
      '<div role="radiogroup" aria-invalid="true"><div role="radio" tabindex="-1" id="r1"></div><div role="radio" tabindex="0" id="r2"></div></div>',
    );
    expect(firstInvalid(form)?.id).toBe('r2');
  });

  it('is a message that stands for a control that takes no focus', () => {
    const form = formOf('<p id="m" tabindex="-1" data-field-error>Choose a date</p><input aria-invalid="true" id="later">');
    expect(firstInvalid(form)?.id).toBe('m');
  });

  it('is nothing when every control is valid', () => {
    const form = formOf('<input aria-invalid="false">');
    expect(revealFirstInvalid(form)).toBe(false);
    expect(firstInvalid(null)).toBeNull();
  });
});
