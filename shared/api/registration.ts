// Registration as a new or an existing client. The spec says the
// vet id "is added automatically" and new registrations are "always web": the client adds
// both, so no form can forget them.
import { REGISTERED_FROM, RegistrationResultAnswerSchema } from '../schemas/registration';
import { parseAnswer } from './answer';
import type { ApiClient, CallOptions } from './http';
import type { RegistrationExistingInput, RegistrationNewInput } from './payloads';

export { REGISTERED_FROM };

type Without<T> = Omit<T, 'type' | 'vetId' | 'registeredFrom'>;

export function createRegistrationApi(client: ApiClient) {
  return {
    registerNew: async (payload: Without<RegistrationNewInput>, o?: CallOptions) =>
      parseAnswer(
        RegistrationResultAnswerSchema,
        await client.post('/api/v1/profile/new', { ...payload, type: 'new', registeredFrom: REGISTERED_FROM, vetId: client.vetId }, o),
        'profile/new',
      ),

    registerExisting: async (payload: Without<RegistrationExistingInput>, o?: CallOptions) =>
      parseAnswer(
        RegistrationResultAnswerSchema,
        await client.post('/api/v1/profile/existing', { ...payload, type: 'existing', vetId: client.vetId }, o),
        'profile/existing',
      ),
  };
}

export type RegistrationApi = ReturnType<typeof createRegistrationApi>;
