import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from './useOneAtATime';

function Switches({ work }: { work: (name: string) => Promise<void> }) {
  const { running, busy, run } = useOneAtATime<string>();
  return (
    <>
      <p data-testid="state">{busy ? `saving ${running}` : 'idle'}</p>
      {['a', 'b'].map((name) => (
        <button key={name} onClick={() => void run(name, () => work(name))}>
          {name}
        </button>
      ))}
    </>
  );
}

describe('useOneAtATime', () => {
  it('ignores presses while a save is under way, names it, and takes the next one after', async () => {
    const started: string[] = [];
    let finish = () => {};
    const work = (name: string) =>
      new Promise<void>((resolve) => {
        started.push(name);
        finish = resolve;
      });
    render(<Switches work={work} />);

    // Two presses in one go, before any re-render: only the first starts.
    act(() => {
      screen.getByRole('button', { name: 'a' }).click();
      screen.getByRole('button', { name: 'b' }).click();
    });
    expect(started).toEqual(['a']);
    expect(screen.getByTestId('state').textContent).toBe('saving a');

    await act(async () => finish());
    expect(screen.getByTestId('state').textContent).toBe('idle');

    act(() => screen.getByRole('button', { name: 'b' }).click());
    expect(started).toEqual(['a', 'b']);
    await act(async () => finish());
  });

  it('is free again after a save that fails', async () => {
    let calls = 0;
    const work = () => {
      calls++;
      return Promise.reject(new Error('refused'));
    };
    function Failing() {
      const { busy, run } = useOneAtATime();
      return <button onClick={() => void run(true, work).catch(() => {})}>{busy ? 'saving' : 'save'}</button>;
    }
    render(<Failing />);
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('save');
    await act(async () => screen.getByRole('button').click());
    expect(calls).toBe(2);
  });
});
