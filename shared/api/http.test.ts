import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_VET_ID } from './config';
import { ApiError, NetworkError, errorMessage, isAbortError } from './errors';
import { fakeFetch } from './fakeFetch';
import { createApiClient, newIdempotencyKey } from './http';

const base = 'https://api.test';

describe('createApiClient', () => {
  describe('headers', () => {
    it('sends the default vet group and no Authorization when there is no token', async () => {
      const fetch = fakeFetch();
      await createApiClient({ apiBase: base, fetch }).get('/api/v1/profile');
      expect(fetch.last().headers['x-vet-id']).toBe(DEFAULT_VET_ID);
      expect(DEFAULT_VET_ID).toBe('tui-vets');
      expect(fetch.last().headers).not.toHaveProperty('authorization');
    });

    it('sends the vet group it was given', async () => {
      const fetch = fakeFetch();
      await createApiClient({ apiBase: base, vetId: 'kea-vets', fetch }).get('/api/v1/profile');
      expect(fetch.last().headers['x-vet-id']).toBe('kea-vets');
    });

    it('falls back to the default group for a blank vet id', async () => {
      const fetch = fakeFetch();
      await createApiClient({ apiBase: base, vetId: '  ', fetch }).get('/x');
      expect(fetch.last().headers['x-vet-id']).toBe(DEFAULT_VET_ID);
    });

    it('sends a fixed token as a bearer token', async () => {
      const fetch = fakeFetch();
      await createApiClient({ apiBase: base, token: 'abc', fetch }).get('/x');
      expect(fetch.last().headers.authorization).toBe('Bearer abc');
    });

    it('asks an async token function before every call', async () => {
      const fetch = fakeFetch();
      const tokens = ['t1', 't2'];
      const token = vi.fn(async () => tokens.shift());
      const api = createApiClient({ apiBase: base, token, fetch });
      await api.get('/x');
      await api.get('/x');
      expect(fetch.requests.map((r) => r.headers.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    });

    it.each([[''], [undefined], [null]])('sends no Authorization when the token function gives %j', async (value) => {
      const fetch = fakeFetch();
      await createApiClient({ apiBase: base, token: () => value, fetch }).get('/x');
      expect(fetch.last().headers).not.toHaveProperty('authorization');
    });

    it('sends JSON bodies with a JSON content type, and no content type without a body', async () => {
      const fetch = fakeFetch();
      const api = createApiClient({ apiBase: base, fetch });
      await api.post('/x', { a: 1 });
      expect(fetch.last().headers['content-type']).toBe('application/json');
      expect(fetch.last().body).toEqual({ a: 1 });
      await api.delete('/x/1');
      expect(fetch.last().headers).not.toHaveProperty('content-type');
      expect(fetch.last().body).toBeUndefined();
    });

    it('sends an Idempotency-Key when asked', async () => {
      const fetch = fakeFetch();
      await createApiClient({ apiBase: base, fetch }).post('/x', {}, { idempotencyKey: 'k-1' });
      expect(fetch.last().headers['idempotency-key']).toBe('k-1');
    });
  });

  it('joins the base and path with one slash and adds the query', async () => {
    const fetch = fakeFetch();
    await createApiClient({ apiBase: `${base}/`, fetch }).get('/api/v1/shop', { limit: 9, brands: ['a', 'b'], total: 3 });
    expect(fetch.last().url).toBe(`${base}/api/v1/shop?limit=9&brands=a,b`);
  });

  describe('success bodies', () => {
    it('resolves with the data of the { success, data } envelope', async () => {
      const fetch = fakeFetch({ json: { success: true, data: { items: [1], total: 1 } } });
      await expect(createApiClient({ apiBase: base, fetch }).get('/x')).resolves.toEqual({ items: [1], total: 1 });
    });

    it('resolves with a body that is not the envelope as it is', async () => {
      const fetch = fakeFetch({ json: [{ '1': 'Dog' }] });
      await expect(createApiClient({ apiBase: base, fetch }).get('/x')).resolves.toEqual([{ '1': 'Dog' }]);
    });

    it('resolves a 204 as undefined', async () => {
      const fetch = fakeFetch({ status: 204 });
      await expect(createApiClient({ apiBase: base, fetch }).delete('/x/1')).resolves.toBeUndefined();
    });
  });

  describe('failures', () => {
    it('rejects a non-2xx with data, status, statusText, success false and the body message', async () => {
      const body = { success: false, message: 'The reference is required' };
      const fetch = fakeFetch({ status: 400, statusText: 'Bad Request', json: body });
      const error = await createApiClient({ apiBase: base, fetch })
        .post('/x', {})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ data: body, status: 400, statusText: 'Bad Request', success: false, error: 'The reference is required' });
      expect(errorMessage(error, 'fallback')).toBe('The reference is required');
    });

    it('leaves error undefined when the body has no message, so screens use their fallback', async () => {
      const fetch = fakeFetch({ status: 502, statusText: 'Bad Gateway', text: '<html>proxy</html>' });
      const error = await createApiClient({ apiBase: base, fetch })
        .get('/x')
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 502, data: '<html>proxy</html>', error: undefined });
      expect(errorMessage(error, 'An error has occurred. Please try again.')).toBe('An error has occurred. Please try again.');
    });

    it('rejects a fetch that throws with a NetworkError, not an ApiError', async () => {
      const fetch = fakeFetch(new TypeError('Failed to fetch'));
      const error = await createApiClient({ apiBase: base, fetch })
        .get('/x')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect(error).not.toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'network', url: `${base}/x` });
      expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
      expect(errorMessage(error, 'fallback')).toBe('fallback');
    });

    it('passes the AbortSignal on and rethrows an abort as it is', async () => {
      const fetch = fakeFetch();
      const controller = new AbortController();
      controller.abort();
      const error = await createApiClient({ apiBase: base, fetch })
        .get('/x', undefined, { signal: controller.signal })
        .catch((e: unknown) => e);
      expect(fetch.last().signal).toBe(controller.signal);
      expect(isAbortError(error)).toBe(true);
      expect(error).not.toBeInstanceOf(NetworkError);
    });
  });

  it('uses the global fetch when none is given', async () => {
    const fetch = fakeFetch({ json: { success: true, data: 1 } });
    vi.stubGlobal('fetch', fetch);
    try {
      await expect(createApiClient({ apiBase: base }).get('/x')).resolves.toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('newIdempotencyKey', () => {
  it('is different every time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
