import { describe, expect, it } from 'vitest';
import { decodeAnswers, encodeAnswers } from './transfer';
import { isNotFound } from './useQuery';

describe('answers carried from the server render to the browser', () => {
  it('keeps Maps, Sets, Dates and plain data as they were', () => {
    const data = {
      fragments: new Map([['shop header', { title: 'Shop' }]]),
      tags: new Set(['a']),
      at: new Date('2026-11-24T09:00:00Z'),
      list: [1, 'two', null],
    };
    const back = decodeAnswers(encodeAnswers({ page: { ok: true, data } }));
    expect(back.page).toEqual({ ok: true, data });
  });

  it('keeps an error as its status and message, so a 404 still reads as not found', () => {
    const back = decodeAnswers(encodeAnswers({ missing: { ok: false, error: Object.assign(new Error('Not found'), { status: 404 }) } }));
    expect(back.missing?.ok).toBe(false);
    expect(isNotFound(back.missing?.ok === false && back.missing.error)).toBe(true);
  });

  it('cannot end the script element that holds it', () => {
    const text = encodeAnswers({ page: { ok: true, data: { title: '</script><script>alert(1)</script>', line: '\u2028' } } });
    expect(text).not.toMatch(/<\/?script/i);
    expect(text).not.toContain('\u2028');
    expect(decodeAnswers(text).page).toEqual({ ok: true, data: { title: '</script><script>alert(1)</script>', line: '\u2028' } });
  });
});
