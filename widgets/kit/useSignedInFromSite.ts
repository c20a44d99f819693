// Whether this widget's sign-in was handed to this website by the popup (a clinic's site), not
// made on the portal itself: such a sign-in cannot change the email, the password or the saved
// cards, so sections show the way to the portal instead of a form the server would refuse.
import { useWidget, useWidgetQuery } from './WidgetContext';
import { siteOfToken } from './session';

/** null while the token is read. */
export function useSignedInFromSite(): boolean | null {
  const { getToken } = useWidget();
  const fromSite = useWidgetQuery('signed-in-from-site', () =>
    getToken().then(
      (token) => siteOfToken(token) !== null,
      () => false,
    ),
  );
  return fromSite.status === 'ready' ? fromSite.data : null;
}
