import { describe, expect, it } from 'vitest';
import { ClientError } from './errors';
import { fakeFetch } from './fakeFetch';
import { createApiClient } from './http';
import { createResource } from './resource';

const setup = () => {
  const fetch = fakeFetch();
  const pets = createResource<{ id?: number; name: string }>(createApiClient({ apiBase: 'https://api.test', fetch }), 'pet');
  return { fetch, pets };
};

describe('createResource', () => {
  it.each([
    ['list', (r: ReturnType<typeof setup>['pets']) => r.list({ offset: 0, limit: 10, total: 4 }), 'GET', '/api/v1/pet?offset=0&limit=10', undefined],
    ['get', (r: ReturnType<typeof setup>['pets']) => r.get(7), 'GET', '/api/v1/pet/7', undefined],
    ['save without id', (r: ReturnType<typeof setup>['pets']) => r.save({ name: 'Rex' }), 'POST', '/api/v1/pet', { name: 'Rex' }],
    ['save with id', (r: ReturnType<typeof setup>['pets']) => r.save({ id: 7, name: 'Rex' }), 'PUT', '/api/v1/pet/7', { id: 7, name: 'Rex' }],
    ['remove', (r: ReturnType<typeof setup>['pets']) => r.remove(7), 'DELETE', '/api/v1/pet/7', undefined],
  ])('%s', async (_name, call, method, path, body) => {
    const { fetch, pets } = setup();
    await call(pets);
    expect(fetch.last()).toMatchObject({ method, path, body });
  });

  it('treats an empty id as new', async () => {
    const { fetch, pets } = setup();
    await pets.save({ id: '' as never, name: 'Rex' });
    expect(fetch.last()).toMatchObject({ method: 'POST', path: '/api/v1/pet' });
  });

  it('encodes ids in the path', async () => {
    const { fetch, pets } = setup();
    await pets.get('a/b');
    expect(fetch.last().path).toBe('/api/v1/pet/a%2Fb');
  });

  it.each([[undefined], [null], ['']])('rejects deleting id %j with no request made', async (id) => {
    const { fetch, pets } = setup();
    const error = await pets.remove(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect(error).toMatchObject({ message: 'Could not delete an undefined item', error: 'Could not delete an undefined item' });
    expect(fetch.requests).toHaveLength(0);
  });
});
