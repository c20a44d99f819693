// The API client of the widget this component is in (its api-base, vet id and token), made
// once per widget. Commerce widgets pick their resource calls from shared/api with it.
import { useMemo } from 'react';
import { createApiClient, type ApiClient, type FetchLike } from '../../../shared/api/http';
import { useWidget } from '../WidgetContext';

export function useWidgetClient(fetch?: FetchLike): ApiClient {
  const { config, getToken } = useWidget();
  return useMemo(
    () => createApiClient({ apiBase: config.apiBase, vetId: config.vetId, token: getToken, fetch }),
    [config.apiBase, config.vetId, getToken, fetch],
  );
}

// Kept here too: the commerce flows import it with the client.
export { useSignedIn } from '../useSignedIn';
