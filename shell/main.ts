// Portal shell entry: the portal's build-time stylesheet (same design vocabulary as the
// widgets, scripts/twind-css.ts), the widget loader (so the portal and its widgets share one
// React), and the islands (plain-DOM menus, dialogs and session, shell/islands). That is all
// a server-rendered page without React parts runs (docs/portal.md); a page the
// server marked `data-hydrate`, or one it could not render, loads the app (./hydrate.tsx).
import 'virtual:vet-portal.css';
import './session.css';
import './layout/footerCopies.css';
import '../widgets/index';
import { pageShown, startIslands } from './islands';

const root = document.getElementById('root')!;
const hydrating = root.hasAttribute('data-hydrate') || !root.firstElementChild;
startIslands(document, { hydrating });
if (hydrating) void import('./hydrate');
else pageShown(window.location.pathname);
