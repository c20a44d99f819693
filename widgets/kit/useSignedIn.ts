// Whether the visitor is signed in: a token from the `token` attribute or the site's proxy
// (`token-url`). Null while asking; a proxy that fails counts as signed out.
import { useEffect, useState } from 'react';
import { useWidget } from './WidgetContext';

export function useSignedIn(): boolean | null {
  const { getToken, session } = useWidget();
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
  }, [getToken, session]);
  return signedIn;
}
