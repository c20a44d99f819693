import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fullLoad, markLoaded, PageGone } from './PageGone';

describe('<PageGone>: a path the app has no page for', () => {
  beforeEach(() => markLoaded('/'));
  afterEach(() => vi.restoreAllMocks());

  it('reached inside the app, is loaded in full so the server can answer with the page’s new address', async () => {
    const load = vi.spyOn(fullLoad, 'to').mockImplementation(() => {});
    window.history.replaceState(null, '', '/old-puppy-classes?from=menu');
    render(<PageGone pathname="/old-puppy-classes" />);
    await waitFor(() => expect(load).toHaveBeenCalledWith('/old-puppy-classes?from=menu'));
    expect(window.location.pathname).toBe('/old-puppy-classes');
  });

  it('on the path the page was loaded at (the server has answered), goes to /404 without another load', async () => {
    const load = vi.spyOn(fullLoad, 'to').mockImplementation(() => {});
    window.history.replaceState(null, '', '/');
    render(<PageGone pathname="/" />);
    await waitFor(() => expect(window.location.pathname).toBe('/404'));
    expect(load).not.toHaveBeenCalled();
  });
});
