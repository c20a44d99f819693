// URLs the API returns (product images, content pictures, pet photos) are relative to the API
// server, not to the page showing the widget: on a clinic's site '/demo/assets/x.svg' must
// mean the API's /demo/assets/x.svg, not a missing file on the clinic's server.
import { useWidget } from './WidgetContext';

/** `src` resolved against the api-base; undefined for an empty or unreadable value. */
export function apiUrl(apiBase: string, src: string | null | undefined): string | undefined {
  if (!src) return undefined;
  try {
    const url = new URL(src, `${apiBase}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'data:' || url.protocol === 'blob:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** apiUrl bound to this widget's api-base. */
export function useApiUrl(): (src: string | null | undefined) => string | undefined {
  const { config } = useWidget();
  return (src) => apiUrl(config.apiBase, src);
}
