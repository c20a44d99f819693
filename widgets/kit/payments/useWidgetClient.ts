// The API client of the widget this component is in (its api-base, vet id and token), made
// once per widget. Commerce widgets pick their resource calls from shared/api with it.
import { useEffect, useMemo, useState } from 'react';
import { createApiClient, type ApiClient, type FetchLike } from '../../../shared/api/http';
import { useWidget } from '../WidgetContext';

export function useWidgetClient(fetch?: FetchLike): ApiClient {
  const { config, getToken } = useWidget();
  return useMemo(
    () => createApiClient({ apiBase: config.apiBase, vetId: config.vetId, token: getToken, fetch }),
    [config.apiBase, config.vetId, getToken, fetch],
  );
}

/** Whether the visitor is signed in (a token from the attribute or the proxy); null while asking. */
export function useSignedIn(): boolean | null {
  const { getToken } = useWidget();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    getToken().then(
      (token) => live && setSignedIn(Boolean(token)),
      () => live && setSignedIn(false),
    );
    return () => {
      live = false;
    };
  }, [getToken]);
  return signedIn;
}
