import { describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic';

describe('a job run every few minutes', () => {
  it('runs at once and at each tick, never two runs at a time, and its stop waits for the run under way', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let finish: () => void = () => {};
      const job = () => {
        runs += 1;
        return new Promise<void>((done) => (finish = done));
      };
      const stop = runPeriodically('Test job', job, 1000);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(3000);
      // The first run has not ended: no second one started.
      expect(runs).toBe(1);
      let stopped = false;
      const stopping = stop().then(() => (stopped = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(stopped).toBe(false);
      finish();
      await stopping;
      expect(stopped).toBe(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(runs).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes on after a run fails', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      const stop = runPeriodically('Failing job', () => ((runs += 1), Promise.reject(new Error('the database is busy'))), 1000);
      await vi.advanceTimersByTimeAsync(2500);
      expect(runs).toBe(3);
      await stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
