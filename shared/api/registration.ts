// Registration as a new or an existing client (spec 1 sections 3 and 7). The spec says the
// vet id "is added automatically" and new registrations are "always web": the client adds
// both, so no form can forget them.
import type { ApiClient, CallOptions } from './http';
import type { RegistrationPayload } from './payloads';

export const REGISTERED_FROM = 'web';

export function createRegistrationApi(client: ApiClient) {
  return {
    registerNew: (payload: RegistrationPayload, o?: CallOptions) =>
      client.post<unknown>('/api/v1/profile/new', { ...payload, type: 'new', registeredFrom: REGISTERED_FROM, vetId: client.vetId }, o),

    registerExisting: (payload: RegistrationPayload, o?: CallOptions) =>
      client.post<unknown>('/api/v1/profile/existing', { ...payload, type: 'existing', vetId: client.vetId }, o),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
