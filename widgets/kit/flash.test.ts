import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFlash, takeFlash } from './flash';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('flash messages for the next page', () => {
  it('are read once, in the order they were left', () => {
    leaveFlash({ kind: 'success', message: 'One' });
    leaveFlash({ kind: 'error', message: 'Two' });
    expect(takeFlash()).toEqual([
      { kind: 'success', message: 'One' },
      { kind: 'error', message: 'Two' },
    ]);
    expect(takeFlash()).toEqual([]);
  });

  it('are dropped after a minute, and anything malformed in storage is ignored', () => {
    vi.useFakeTimers();
    leaveFlash({ kind: 'success', message: 'Old' });
    vi.advanceTimersByTime(61_000);
    expect(takeFlash()).toEqual([]);
    sessionStorage.setItem('vet-widgets:flash', '{not json');
    expect(takeFlash()).toEqual([]);
    sessionStorage.setItem(
      'vet-widgets:flash',
      JSON.stringify({
        at: Date.now(),
        flashes: [
          { kind: 'html', message: '<b>' },
          { kind: 'error', message: 42 },
        ],
      }),
    );
    expect(takeFlash()).toEqual([]);
  });
});
