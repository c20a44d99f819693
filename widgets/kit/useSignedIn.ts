// Whether the visitor is signed in: a token from the `token` attribute or the site's proxy
// (`token-url`). Null while asking; a proxy that fails counts as signed out. Asked once per
// session through the widget's query cache (kit/query.ts), which starts empty when the token,
// the token-url or the page's session changes.
import { useWidget, useWidgetQuery } from './WidgetContext';

export function useSignedIn(): boolean | null {
  const { getToken } = useWidget();
  const signedIn = useWidgetQuery('signed-in', () => getToken().then(Boolean, () => false));
  return signedIn.status === 'ready' ? signedIn.data : null;
}
