// The shop calls a commerce widget makes, built once per widget from its API client.
import { useMemo } from 'react';
import { createShopApi, type ShopApi } from '../../shared/api/shop';
import { useWidget } from '../kit/WidgetContext';

export function useShopApi(): ShopApi {
  const { client } = useWidget();
  return useMemo(() => createShopApi(client), [client]);
}
