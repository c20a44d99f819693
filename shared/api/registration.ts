// Registration as a new or an existing client. The spec says the
// vet id "is added automatically" and new registrations are "always web": the client adds
// both, so no form can forget them.
import { REGISTERED_FROM } from '../schemas/registration';
import type { ApiClient, CallOptions } from './http';
import type { RegistrationExistingInput, RegistrationNewInput } from './payloads';

export { REGISTERED_FROM };

/** 201 `{ email, type, message }`: the message says to check email (docs/forms.md). */
export interface RegistrationResult {
  email: string;
  type: 'new' | 'existing';
  message: string;
}

type Without<T> = Omit<T, 'type' | 'vetId' | 'registeredFrom'>;

export function createRegistrationApi(client: ApiClient) {
  return {
    registerNew: (payload: Without<RegistrationNewInput>, o?: CallOptions) =>
      client.post<RegistrationResult>('/api/v1/profile/new', { ...payload, type: 'new', registeredFrom: REGISTERED_FROM, vetId: client.vetId }, o),

    registerExisting: (payload: Without<RegistrationExistingInput>, o?: CallOptions) =>
      client.post<RegistrationResult>('/api/v1/profile/existing', { ...payload, type: 'existing', vetId: client.vetId }, o),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
