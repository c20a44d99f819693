// The shop calls a commerce widget makes, built once per widget from its config (api-base,
// vet id, token). Tests stub the global fetch: the client looks it up at call time.
import { useMemo } from 'react';
import { createApiClient } from '../../shared/api/http';
import { createShopApi, type ShopApi } from '../../shared/api/shop';
import { useWidget } from '../kit/WidgetContext';

export function useShopApi(): ShopApi {
  const { config, getToken } = useWidget();
  return useMemo(() => createShopApi(createApiClient({ apiBase: config.apiBase, vetId: config.vetId, token: getToken })), [config, getToken]);
}
