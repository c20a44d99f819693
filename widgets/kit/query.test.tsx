import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryCache, useQuery, type QueryResult } from './query';

/** A load whose answer the test hands out when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Show({ cache, id, load }: { cache: QueryCache; id: string; load: (signal: AbortSignal) => Promise<string> }) {
  const q = useQuery(cache, id, load);
  return <p data-testid={id}>{q.status === 'ready' ? q.data : q.status}</p>;
}

describe('kit query (one loading primitive)', () => {
  it('makes one request per key however many components ask, and shows loading then the answer', async () => {
    const cache = new QueryCache();
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    render(
      <>
        <Show cache={cache} id="a" load={load} />
        <Show cache={cache} id="a" load={load} />
      </>,
    );
    expect(screen.getAllByTestId('a').map((p) => p.textContent)).toEqual(['loading', 'loading']);
    await act(async () => answer.resolve('Rex'));
    expect(screen.getAllByTestId('a').map((p) => p.textContent)).toEqual(['Rex', 'Rex']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never lets an older, slower answer replace a newer one (race-safe reload)', async () => {
    const cache = new QueryCache();
    const first = deferred<string>();
    const second = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useQuery<string>(cache, 'k', load));
    act(() => result.current.reload());
    await act(async () => second.resolve('new'));
    await act(async () => first.resolve('old'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'new', fetching: false });
  });

  it('shows only the current key: a slow answer for the previous key does not flash', async () => {
    const cache = new QueryCache();
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { one: deferred(), two: deferred() };
    const { result, rerender } = renderHook(({ key }) => useQuery<string>(cache, key, () => answers[key]!.promise), { initialProps: { key: 'one' } });
    rerender({ key: 'two' });
    await act(async () => answers.one!.resolve('page one'));
    expect(result.current.status).toBe('loading');
    await act(async () => answers.two!.resolve('page two'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'page two' });
  });

  it('keeps the data on screen while reloading, and through a failed reload', async () => {
    const cache = new QueryCache();
    const again = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce('first').mockReturnValueOnce(again.promise);
    const { result } = renderHook(() => useQuery<string>(cache, 'k', load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'ready', data: 'first', fetching: true });
    await act(async () => again.reject(new Error('offline')));
    expect(result.current).toMatchObject({ status: 'ready', data: 'first', fetching: false });
  });

  it('reports an error, and in the browser asks again when the next component mounts', async () => {
    const cache = new QueryCache(true);
    const load = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce('back');
    const first = renderHook(() => useQuery<string>(cache, 'k', load));
    await waitFor(() => expect(first.result.current.status).toBe('error'));
    first.unmount();
    const second = renderHook(() => useQuery<string>(cache, 'k', load));
    await waitFor(() => expect(second.result.current).toMatchObject({ status: 'ready', data: 'back' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('set() changes the kept answer for every reader without a request', async () => {
    const cache = new QueryCache();
    const load = vi.fn().mockResolvedValue(['a', 'b']);
    const one = renderHook(() => useQuery<string[]>(cache, 'list', load));
    const two = renderHook(() => useQuery<string[]>(cache, 'list', load));
    await waitFor(() => expect(two.result.current.status).toBe('ready'));
    act(() => one.result.current.set((current) => (current ?? []).filter((x) => x !== 'a')));
    expect((two.result.current as Extract<QueryResult<string[]>, { status: 'ready' }>).data).toEqual(['b']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refetchOnMount shows the kept answer at once and then the new one', async () => {
    const cache = new QueryCache();
    const load = vi.fn().mockResolvedValueOnce('kept').mockResolvedValueOnce('fresh');
    const first = renderHook(() => useQuery<string>(cache, 'k', load, { refetchOnMount: true }));
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    first.unmount();
    const second = renderHook(() => useQuery<string>(cache, 'k', load, { refetchOnMount: true }));
    expect(second.result.current).toMatchObject({ status: 'ready', data: 'kept' });
    await waitFor(() => expect(second.result.current).toMatchObject({ status: 'ready', data: 'fresh' }));
  });

  it('takes answers settled elsewhere (the portal server) before the first render, and lists what settled', async () => {
    const cache = new QueryCache();
    cache.seed({ nav: { ok: true, data: ['Home'] }, gone: { ok: false, error: { status: 404 } } });
    const load = vi.fn();
    const { result } = renderHook(() => useQuery<string[]>(cache, 'nav', load));
    expect(result.current).toMatchObject({ status: 'ready', data: ['Home'] });
    expect(load).not.toHaveBeenCalled();
    expect(cache.settled()).toEqual({ nav: { ok: true, data: ['Home'] }, gone: { ok: false, error: { status: 404 } } });
    expect(cache.pending()).toEqual([]);
  });

  it('aborts a load nobody shows any more, and asks again for the next component', async () => {
    const cache = new QueryCache();
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => setTimeout(() => resolve(`answer ${signals.length}`), 10));
    });
    const first = renderHook(() => useQuery<string>(cache, 'k', load));
    first.unmount();
    await act(async () => {});
    expect(signals[0]!.aborted).toBe(true);
    const second = renderHook(() => useQuery<string>(cache, 'k', load));
    await waitFor(() => expect(second.result.current).toMatchObject({ status: 'ready', data: 'answer 2' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the load of the previous key when the key changes, not one another component still shows', async () => {
    const cache = new QueryCache();
    const signals: Record<string, AbortSignal> = {};
    const load = (key: string) => (signal: AbortSignal) => ((signals[key] = signal), new Promise<string>(() => {}));
    const { rerender } = renderHook(({ key }) => useQuery<string>(cache, key, load(key)), { initialProps: { key: 'one' } });
    renderHook(() => useQuery<string>(cache, 'shared', load('shared')));
    const other = renderHook(() => useQuery<string>(cache, 'shared', load('shared')));
    rerender({ key: 'two' });
    other.unmount();
    await act(async () => {});
    expect(signals.one!.aborted).toBe(true);
    expect(signals.two!.aborted).toBe(false);
    expect(signals.shared!.aborted).toBe(false);
  });

  it('keeps the load of a component that only remounts in the same commit (strict mode)', async () => {
    const cache = new QueryCache();
    const load = vi.fn((_signal: AbortSignal) => new Promise<string>((resolve) => setTimeout(() => resolve('Rex'), 10)));
    render(
      <StrictMode>
        <Show cache={cache} id="a" load={load} />
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByTestId('a').textContent).toBe('Rex'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0].aborted).toBe(false);
  });

  it('waits while the key is null', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useQuery(new QueryCache(), null, load));
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
  });
});
